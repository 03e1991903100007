import type { EventBus, EventMap, EventName, Listener } from '@mall/shared-contracts';

type Validator = (name: EventName, payload: unknown) => void;

/** Sees every event before delivery: the e2e harness validates payloads against the zod contracts there. */
export type BusTap = (name: EventName, payload: unknown) => void;

/**
 * The typed bus. Development builds check every payload against the zod event schemas at the
 * boundary (loaded lazily); production builds never bundle the schemas, and a test run of a
 * production build hands each event to a tap that validates it outside the page.
 */
export function createEventBus(validate = false, tap?: BusTap): EventBus {
  const listeners = new Map<EventName, Set<Listener<never>>>();
  let validator: Validator | null = null;
  const ready =
    process.env.NODE_ENV !== 'production' && validate
      ? import('@mall/shared-contracts/schemas').then(({ EventSchemas }) => {
          validator = (name, payload) => {
            const result = EventSchemas[name].safeParse(payload);
            if (!result.success) throw new Error(`이벤트 계약 위반 ${name}: ${result.error.message}`);
          };
        })
      : null;

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
      if (!validator && !ready) return deliver(name, payload);
      const run = () => {
        try {
          validator?.(name, payload);
        } catch (error) {
          console.error(error);
          return;
        }
        deliver(name, payload);
      };
      if (validator) run();
      else void ready?.then(run);
    },
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener as Listener<never>);
      return () => set.delete(listener as Listener<never>);
    },
  };
}
