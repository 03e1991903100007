import type { EventMap, TrackEventName, TrackerName } from '@mall/shared-contracts';

/** The page's window as vendor snippets see it: globals come and go by name. */
export type VendorWindow = Window & Record<string, unknown>;

/**
 * What an adapter does with each tracking fact. Every event is listed, so a new event in the
 * contract fails the typecheck until every adapter decides; null means the vendor has no such call.
 */
export type TrackHandlers = { [K in TrackEventName]: ((payload: EventMap[K]) => void) | null };

export interface TrackerAdapter {
  name: TrackerName;
  /** The vendor's real script address. */
  scriptUrl: string;
  /** Queues and settings the vendor's install snippet defines before its script runs. */
  prepare?(): void;
  /** True once the vendor's global is there. */
  isReady(): boolean;
  /** One-time calls once the vendor is ready (init with the account id). */
  start?(): void;
  handlers: TrackHandlers;
}

export type TrackerFactory = (accountId: string, win: VendorWindow) => TrackerAdapter;
