const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const KST_FORMAT = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;

/**
 * Parses the spec's token expiry format `YYYY-MM-DD HH:mm:ss` as Korea Standard Time.
 * ISO strings with an explicit offset are accepted too. Returns null for anything else.
 */
export function parseKstDateTime(value: string | null | undefined): Date | null {
  if (!value) return null;
  const m = KST_FORMAT.exec(value.trim());
  if (m) {
    const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
    return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - KST_OFFSET_MS);
  }
  if (/[zZ]|[+-]\d{2}:?\d{2}$/.test(value)) {
    const t = Date.parse(value);
    return Number.isNaN(t) ? null : new Date(t);
  }
  return null;
}

/** Formats a date as `YYYY-MM-DD HH:mm:ss` in Korea Standard Time. */
export function formatKstDateTime(date: Date): string {
  return new Date(date.getTime() + KST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** `2026-11-20 10:00:00` (the API's KST format) → `2026.11.20`, as Korean pages print a date. */
export function formatDisplayDate(value: string): string {
  return value.slice(0, 10).replaceAll('-', '.');
}
