import type { History } from 'history';
import type { EventBus } from '@mall/shared-contracts';

/**
 * Spec section 7: a page view on each path change — the landing path, then every new pathname.
 * Query and hash changes (filters, hash modals) are not new pages.
 */
export function emitPageViews(history: History, bus: EventBus): () => void {
  let current = history.location.pathname;
  bus.emit('track.pageView', { path: current });
  return history.listen(({ location }) => {
    if (location.pathname === current) return;
    current = location.pathname;
    bus.emit('track.pageView', { path: current });
  });
}
