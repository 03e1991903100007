import { useStore } from 'zustand';
import { MESSAGES } from '@mall/shared-contracts';
import { loadingStore } from '../platform/loading';

/** A thin bar at the top while an API call or a route's remote is loading. */
export function LoadingBar() {
  const busy = useStore(loadingStore, (s) => s.count > 0);
  if (!busy) return null;
  return (
    <div className="loading-bar" role="progressbar" aria-label={MESSAGES.loading} data-testid="loading-bar">
      <span className="loading-bar__indicator" />
    </div>
  );
}
