import type { History, Location } from 'history';
import { createStore } from 'zustand/vanilla';
import { formatModalHash, LIMITS, parseModalHash, type ModalsApi, type RemoteName } from '@mall/shared-contracts';
import type { ModalName, ModalParams } from '@mall/shared-contracts';

export interface ModalEntry {
  id: string;
  name: ModalName;
  params: ModalParams;
  /** Canonical hash of the entry (`#size-guide?goods_id=1`). */
  hash: string;
  owner: RemoteName;
}

/** What the stack reads from a location: the hash, and the entry id the shell put in history state. */
export interface ModalLocation {
  hash: string;
  modalId: string | null;
}

/** Modal n (0 = bottom) sits one z-index step above the one below it (spec section 9). */
export const modalZIndex = (depth: number) => LIMITS.modalZIndexStep * (depth + 1);

/**
 * Alerts sit at LIMITS.alertZIndex over the page, and the same distance above the top modal while
 * modals are open, so an alert raised from inside a modal is never hidden behind it.
 */
export const alertZIndex = (openModals: number) => LIMITS.alertZIndex + openModals * LIMITS.modalZIndexStep;

export function modalIdOf(state: unknown): string | null {
  const id = (state as { modalId?: unknown } | null)?.modalId;
  return typeof id === 'string' ? id : null;
}

/** The remote that declares a modal (runtime config `declarations`), or null: that hash opens nothing. */
export type ModalOwnerOf = (name: string) => RemoteName | null;

/**
 * The state machine: the URL is the truth, the stack follows it.
 * - no modal hash → every modal closes;
 * - the location of an open entry (back/forward onto it) → the entries above it close;
 * - the same hash as the top entry without an id (a link to the open modal) → nothing changes;
 * - any other hash naming a declared modal → that modal opens on top.
 * Returns the same array when nothing changes.
 */
export function reconcileStack(stack: readonly ModalEntry[], location: ModalLocation, nextId: () => string, ownerOf: ModalOwnerOf): readonly ModalEntry[] {
  const request = parseModalHash(location.hash, (name) => ownerOf(name) !== null);
  if (!request) return stack.length ? [] : stack;
  const hash = formatModalHash(request.name, request.params);
  if (location.modalId) {
    const at = stack.findIndex((e) => e.id === location.modalId);
    if (at >= 0) return at === stack.length - 1 ? stack : stack.slice(0, at + 1);
  } else if (stack.at(-1)?.hash === hash) {
    return stack;
  }
  const entry: ModalEntry = { id: location.modalId ?? nextId(), ...request, hash, owner: ownerOf(request.name)! };
  return [...stack, entry];
}

interface Waiter {
  resolvers: ((result: unknown) => void)[];
  result?: unknown;
  closing?: boolean;
}

/**
 * The shell's modal stack on the one shared history. Opening pushes the modal's hash (with the
 * entry id in history state); closing goes one step back; back, forward and hash links all land in
 * `reconcileStack`, which settles the promise of every entry that left the stack.
 */
export function createModalStack(history: History, ownerOf: ModalOwnerOf) {
  const store = createStore<{ stack: readonly ModalEntry[] }>(() => ({ stack: [] }));
  const waiters = new Map<string, Waiter>();
  let seq = 0;
  const nextId = () => `modal-${++seq}`;

  // Spec: a hash with no open popup is removed on load (a reload never reopens a modal).
  if (history.location.hash) history.replace({ pathname: history.location.pathname, search: history.location.search }, history.location.state);

  const sync = (location: Location) => {
    const before = store.getState().stack;
    const after = reconcileStack(before, { hash: location.hash, modalId: modalIdOf(location.state) }, nextId, ownerOf);
    if (after === before) return;
    store.setState({ stack: after });
    for (const entry of before) {
      if (after.includes(entry)) continue;
      const waiter = waiters.get(entry.id);
      waiters.delete(entry.id);
      waiter?.resolvers.forEach((resolve) => resolve(waiter.result));
    }
  };
  history.listen(({ location }) => sync(location));

  const closeEntry = (id: string, result?: unknown) => {
    const top = store.getState().stack.at(-1);
    if (!top || top.id !== id) return;
    const waiter = waiters.get(id) ?? { resolvers: [] };
    if (waiter.closing) return; // one step back per modal, even when close is called twice
    waiters.set(id, { ...waiter, result, closing: true });
    history.back();
  };

  const api: ModalsApi = {
    open<T>(name: ModalName, params: ModalParams = {}) {
      return new Promise<T | undefined>((resolve) => {
        const resolver = resolve as (result: unknown) => void;
        // No deployed remote declares it: nothing opens, the caller goes on as after a dismissal.
        if (!ownerOf(name)) return resolver(undefined);
        const hash = formatModalHash(name, params);
        const top = store.getState().stack.at(-1);
        if (top?.hash === hash) {
          // Already on top: wait for it instead of stacking a copy.
          const waiter = waiters.get(top.id) ?? { resolvers: [] };
          waiters.set(top.id, { ...waiter, resolvers: [...waiter.resolvers, resolver] });
          return;
        }
        const id = nextId();
        waiters.set(id, { resolvers: [resolver] });
        history.push({ pathname: history.location.pathname, search: history.location.search, hash }, { modalId: id });
      });
    },
    close(result) {
      const top = store.getState().stack.at(-1);
      if (top) closeEntry(top.id, result);
    },
  };

  return { store, api, closeEntry };
}

export type ModalStackController = ReturnType<typeof createModalStack>;
