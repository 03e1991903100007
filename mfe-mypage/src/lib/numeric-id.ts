/** A numeric path or hash id within int4, or null for anything else (the spec: "id numeric"). */
export const numericIdOf = (raw: string | undefined | null): number | null =>
  raw && /^\d{1,10}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
