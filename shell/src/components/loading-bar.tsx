import { useEffect } from 'react';
import { useStore } from 'zustand';
import { MESSAGES } from '@mall/shared-contracts';
import { announce, clearAnnouncement } from '../platform/announcer';
import { loadingStore } from '../platform/loading';

/**
 * A thin bar at the top while an API call or a route's remote is loading. Screen readers hear
 * "불러오는 중입니다" through a polite live region of its own while it shows; the words go when it ends.
 */
export function LoadingBar() {
  const busy = useStore(loadingStore, (s) => s.count > 0);
  useEffect(() => {
    if (!busy) return;
    announce(MESSAGES.loading, 'progress');
    return () => clearAnnouncement(MESSAGES.loading, 'progress');
  }, [busy]);
  if (!busy) return null;
  return (
    <div className="loading-bar" role="progressbar" aria-label={MESSAGES.loading} data-testid="loading-bar">
      <span className="loading-bar__indicator" />
    </div>
  );
}
