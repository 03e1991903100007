import type { EventBus, EventMap, EventName, Listener } from '@mall/shared-contracts';
import { EventSchemas } from '@mall/shared-contracts/events';

/** Sees every event before delivery: the e2e harness validates payloads against the zod contracts there. */
export type BusTap = (name: EventName, payload: unknown) => void;

/** An event the bus dropped: its name, why, and the stack of the emit (which frontend sent it). */
export type InvalidEvent = (name: string, reason: string, stack?: string) => void;

export interface EventBusOptions {
  /** Told of every dropped event (the shell reports it to mall-api; docs/adr/0023). */
  onInvalid?: InvalidEvent;
  tap?: BusTap;
}

/**
 * The typed bus. Every build, production included, checks each payload against the zod event schemas
 * (zod/mini, synchronous) before delivery: an invalid or unknown event reaches no listener and is
 * handed to `onInvalid`; the emitter never gets an exception, nor does a listener's failure reach it.
 */
export function createEventBus({ onInvalid, tap }: EventBusOptions = {}): EventBus {
  const listeners = new Map<EventName, Set<Listener<never>>>();

  return {
    emit(name, payload) {
      tap?.(name, payload);
      const result = EventSchemas[name]?.safeParse(payload);
      if (!result?.success) {
        const reason = result ? result.error.issues.map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`).join('; ') : 'unknown event';
        console.error(`[bus] ${name} dropped: ${reason}`);
        onInvalid?.(name, reason, new Error().stack);
        return;
      }
      for (const listener of listeners.get(name) ?? []) {
        try {
          (listener as Listener<typeof name>)(payload as EventMap[typeof name]);
        } catch (error) {
          console.error(`[bus] ${name} listener failed`, error);
        }
      }
    },
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener as Listener<never>);
      return () => set.delete(listener as Listener<never>);
    },
  };
}
