/**
 * Addresses outside the mall go through `/external?url=…`: in the app the system browser opens
 * them (a WebView must not wander off), on the web the shopper sees where they are going first.
 * Only absolute http(s) addresses qualify; anything else (javascript:, data:, relative paths,
 * credentials in the address) is refused.
 */
export function externalUrlOf(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

export function externalPathFor(url: string): string {
  return `/external?url=${encodeURIComponent(url)}`;
}
