import type { History, Location } from 'history';
import type { RouteMeta } from '../routing/route-meta';
import { restoreScroll, type ScrollTarget } from './restore-scroll';

/** Positions are kept per path and query (a search with other keywords is another page); the hash is a modal, not a page. */
export const scrollKey = (location: Pick<Location, 'pathname' | 'search'>) => `${location.pathname}${location.search}`;

export const windowScroll: ScrollTarget = {
  read: () => window.scrollY,
  write: (y) => window.scrollTo(0, y),
};

/**
 * Spec section 2: the page body's scroll position is saved per path and restored when going back
 * (POP); going forward resets it to the top. The history listener runs after the URL changed but
 * before React renders the next page, so `read()` still measures the page being left.
 */
export function installScrollRestoration(history: History, metaFor: (pathname: string) => RouteMeta, target: ScrollTarget = windowScroll): () => void {
  if (typeof window !== 'undefined' && 'scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  const positions = new Map<string, number>();
  let current = history.location;
  let cancel = () => {};
  const unlisten = history.listen(({ action, location }) => {
    const from = current;
    current = location;
    if (scrollKey(from) === scrollKey(location)) return;
    cancel();
    if (!metaFor(from.pathname).scrollSelfHandling) positions.set(scrollKey(from), target.read());
    if (metaFor(location.pathname).scrollSelfHandling) return;
    if (action === 'POP') cancel = restoreScroll(target, positions.get(scrollKey(location)) ?? 0);
    else target.write(0);
  });
  return () => {
    cancel();
    unlisten();
  };
}
