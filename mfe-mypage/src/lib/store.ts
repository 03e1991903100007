import type { IdentityResult } from '@mall/shared-contracts';
import { create, type StateCreator } from 'zustand';

/** The join steps carry the verified identity from /join/certification to /join/info and the result to /join/complete. */
export interface JoinSlice {
  identity: { token: string; result: IdentityResult } | null;
  joined: { loginId: string; name: string } | null;
  setIdentity: (identity: JoinSlice['identity']) => void;
  setJoined: (joined: JoinSlice['joined']) => void;
}

const createJoinSlice: StateCreator<MypageStore, [], [], JoinSlice> = (set) => ({
  identity: null,
  joined: null,
  setIdentity: (identity) => set({ identity }),
  setJoined: (joined) => set({ joined }),
});

export type MypageStore = JoinSlice;

/** The one bound store of the mypage remote (client state only; server state is react-query's). */
export const useMypageStore = create<MypageStore>()((...a) => ({ ...createJoinSlice(...a) }));
