import { useState } from 'react';
import type { History } from 'history';
import type { SessionState } from '@mall/shared-contracts';

/**
 * The session as it was when the user entered the current history entry. Guards judge a visit by
 * it, so signing in on /login lets that page send the user on, instead of the shell bouncing them.
 */
export function useEntrySession(locationKey: string, session: SessionState): SessionState {
  const [entry, setEntry] = useState({ key: locationKey, session });
  if (entry.key !== locationKey) {
    setEntry({ key: locationKey, session });
    return session;
  }
  return entry.session.status === session.status ? session : entry.session;
}

/** True when there is an earlier entry of this app to return to (history@5 keeps `idx` in the state). */
export function cameFromPage(history: History): boolean {
  if ('index' in history && typeof history.index === 'number') return history.index > 0;
  return ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
}
