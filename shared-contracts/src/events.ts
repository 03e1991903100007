import type { z } from 'zod';
import type { EventSchemas } from './schemas/events';

export type EventMap = { [K in keyof typeof EventSchemas]: z.infer<(typeof EventSchemas)[K]> };
export type EventName = keyof EventMap;
/** The tracking facts (spec section 7), the only events the marketing trackers listen to. */
export type TrackEventName = Extract<EventName, `track.${string}`>;
export type Listener<K extends EventName> = (payload: EventMap[K]) => void;

/** The typed bus the shell implements; remotes publish facts and subscribe through it. */
export interface EventBus {
  emit<K extends EventName>(name: K, payload: EventMap[K]): void;
  on<K extends EventName>(name: K, listener: Listener<K>): () => void;
}
