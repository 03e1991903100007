import type { EventBus, EventMap, TrackEventName } from '@mall/shared-contracts';
import { TRACK_EVENT_NAMES } from './track-events';

export type TrackListener = <K extends TrackEventName>(name: K, payload: EventMap[K]) => void;

export interface TrackRecorder {
  /** Replays every fact seen so far, in order, then passes on the new ones. */
  subscribe(listener: TrackListener): () => void;
  /** Stops keeping history once every tracker has started (or failed). */
  release(): void;
}

/**
 * Trackers load after first paint and each becomes ready at its own time, yet none may miss the
 * landing page view or a goods view seen before its script arrived: this records from the start.
 */
export function createTrackRecorder(bus: EventBus): TrackRecorder {
  const history: [TrackEventName, unknown][] = [];
  const listeners = new Set<TrackListener>();
  let keeping = true;
  for (const name of TRACK_EVENT_NAMES) {
    bus.on(name, (payload) => {
      if (keeping) history.push([name, payload]);
      for (const listener of listeners) listener(name, payload as never);
    });
  }
  return {
    subscribe(listener) {
      for (const [name, payload] of history) listener(name, payload as never);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    release() {
      keeping = false;
      history.length = 0;
    },
  };
}
