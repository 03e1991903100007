import type { EventBus, EventMap, EventName, Listener } from '@mall/shared-contracts';

type Validator = (name: EventName, payload: unknown) => void;

/**
 * The typed bus. In development and tests (runtime config validateContracts) every payload is
 * checked against the zod event schemas at the boundary, loaded lazily so production pays nothing.
 */
export function createEventBus(validate = false): EventBus {
  const listeners = new Map<EventName, Set<Listener<never>>>();
  let validator: Validator | null = null;
  const ready = validate
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
      if (!validate) return deliver(name, payload);
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
