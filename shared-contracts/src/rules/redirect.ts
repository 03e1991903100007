/**
 * redirect_to_after accepts only same-site relative paths. `//evil.example`, absolute URLs,
 * `javascript:` and backslash tricks are refused (null).
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  const v = value.trim();
  if (!v.startsWith('/') || v.startsWith('//') || v.startsWith('/\\') || hasControlCharacter(v)) return null;
  try {
    const url = new URL(v, 'https://same.site');
    if (url.origin !== 'https://same.site') return null;
    // Checked after normalising: `/.//evil.com`, `/%2e//evil.com` and `/./\\evil.com` all become `//evil.com`,
    // which a browser follows to another site.
    if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

const hasControlCharacter = (v: string) => [...v].some((c) => c.charCodeAt(0) < 0x20);

export function loginPathFor(wanted: string): string {
  return `/login?redirect_to_after=${encodeURIComponent(wanted)}`;
}
