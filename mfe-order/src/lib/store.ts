import { create, type StateCreator } from 'zustand';

/** Cart lines the shopper has ticked: client state only, the cart itself is server state. */
export interface CartSelectionSlice {
  deselected: number[];
  toggle: (cartId: number) => void;
  setAll: (cartIds: number[], selected: boolean) => void;
}

const createCartSelectionSlice: StateCreator<OrderStore, [], [], CartSelectionSlice> = (set) => ({
  // Lines are selected by default, so the store remembers the exceptions.
  deselected: [],
  toggle: (cartId) => set((s) => ({ deselected: s.deselected.includes(cartId) ? s.deselected.filter((id) => id !== cartId) : [...s.deselected, cartId] })),
  setAll: (cartIds, selected) =>
    set((s) => ({ deselected: selected ? s.deselected.filter((id) => !cartIds.includes(id)) : [...new Set([...s.deselected, ...cartIds])] })),
});

export type OrderStore = CartSelectionSlice;

/** The one bound store of the order remote, built from typed slices. */
export const useOrderStore = create<OrderStore>()((...a) => ({ ...createCartSelectionSlice(...a) }));
