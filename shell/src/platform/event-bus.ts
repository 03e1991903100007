import type { EventBus, EventMap, EventName, Listener } from '@mall/shared-contracts';
import { EventSchemas } from '@mall/shared-contracts/event-schemas';

/** Sees every event before delivery: the e2e harness validates payloads against the zod contracts there. */
export type BusTap = (name: EventName, payload: unknown) => void;

/** Hears of every event the bus refused: an unknown name or a payload outside its contract. */
export type BusReport = (name: string, reason: string) => void;

/** The default report: the console, and a window event any error reporting can listen to. */
export function reportRejectedEvent(name: string, reason: string): void {
  console.error(`[bus] 이벤트 계약 위반 ${name}: ${reason}`);
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent('mall:event-rejected', { detail: { name, reason } }));
}

/**
 * The typed bus. Every payload is checked against its zod schema (shared-contracts, zod/mini) before
 * delivery, in production too: a remote built against other contracts cannot hand the shell or
 * another remote a payload it would misread. An invalid event is dropped and reported — never thrown
 * at the emitter, whose own work goes on. A test run also hands each event to `tap`.
 */
export function createEventBus({ tap, report = reportRejectedEvent }: { tap?: BusTap; report?: BusReport } = {}): EventBus {
  const listeners = new Map<EventName, Set<Listener<never>>>();

  const deliver = <K extends EventName>(name: K, payload: EventMap[K]) => {
    for (const listener of listeners.get(name) ?? []) {
      try {
        (listener as Listener<K>)(payload);
      } catch (error) {
        console.error(`[bus] ${name} listener failed`, error);
      }
    }
  };

  return {
    emit(name, payload) {
      tap?.(name, payload);
      const schema = Object.prototype.hasOwnProperty.call(EventSchemas, name) ? EventSchemas[name] : undefined;
      if (!schema) return report(name, '알 수 없는 이벤트');
      const result = schema.safeParse(payload);
      if (!result.success) return report(name, result.error.issues.map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`).join('; '));
      deliver(name, payload);
    },
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener as Listener<never>);
      return () => set.delete(listener as Listener<never>);
    },
  };
}
