/** The affiliate code as stored (spec section 3: "stored with the whole query"). */
export interface AffiliateRecord {
  code: string;
  /** The whole query string of the navigation that carried it, without the leading `?`. */
  query: string;
}

/** The affiliate record a URL's query carries, or null when it has no (non-empty) affiliate parameter. */
export function affiliateFromSearch(search: string): AffiliateRecord | null {
  const params = new URLSearchParams(search);
  const code = params.get('affiliate')?.trim();
  return code ? { code, query: params.toString() } : null;
}
