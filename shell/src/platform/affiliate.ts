import type { History } from 'history';
import { affiliateFromSearch } from '@mall/shared-contracts';
import { AFFILIATE_KEY } from './http';
import { storage } from './storage';

/**
 * Spec section 2: the affiliate query parameter is read on the first navigation and whenever it
 * changes, and stored (365 days) as the affiliate code together with the whole query; the HTTP
 * client sends it as the affiliate-code header. A URL without the parameter keeps the stored code.
 */
export function listenAffiliate(history: Pick<History, 'location' | 'listen'>): () => void {
  let seen: string | null = null;
  const read = (search: string) => {
    const record = affiliateFromSearch(search);
    if (!record || record.code === seen) return;
    seen = record.code;
    storage.set(AFFILIATE_KEY, record);
  };
  read(history.location.search);
  return history.listen(({ location }) => read(location.search));
}
