import { createStore } from 'zustand/vanilla';
import { parseKstDateTime, RECENT_VIEWED_GOODS_KEY, type GuestLoginResponse, type Me, type SessionState, type TokenPair } from '@mall/shared-contracts';
import { storage } from './storage';

const AUTH_KEY = 'mall.auth';
const USER_KEY = 'mall.user';
const GUEST_KEY = 'mall.guest';
const LIKED_KEY = 'mall.likedGoods';

interface StoredGuest {
  ordererName: string;
  orderId: string;
  token: string;
  expiredAt: string;
}

/**
 * What the page keeps of a member session: the short-lived access token and its expiry. The refresh
 * token is an HttpOnly cookie the page never sees (docs/adr/0010), so no script can carry it off.
 */
export type SessionTokens = Pick<TokenPair, 'token' | 'expired_at'>;
const accessOnly = ({ token, expired_at }: SessionTokens): SessionTokens => ({ token, expired_at });

interface SessionStore {
  state: SessionState;
  tokens: SessionTokens | null;
  guestToken: string | null;
  likedGoods: readonly number[];
}

const VISITOR: SessionState = { status: 'visitor', user: null, guest: null };
const isLive = (expiredAt: string | undefined) => (parseKstDateTime(expiredAt)?.getTime() ?? 0) > Date.now();

function readLiked(): number[] {
  const ids = storage.get<unknown>(LIKED_KEY);
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
}

function initial(): SessionStore {
  const likedGoods = readLiked();
  const stored = storage.get<SessionTokens>(AUTH_KEY);
  const tokens = stored ? accessOnly(stored) : null;
  const user = storage.get<Me>(USER_KEY);
  if (tokens && user && isLive(tokens.expired_at)) {
    return { state: { status: 'member', user, guest: null }, tokens, guestToken: null, likedGoods };
  }
  const guest = storage.get<StoredGuest>(GUEST_KEY);
  if (guest?.token && guest.orderId && isLive(guest.expiredAt)) {
    const state: SessionState = { status: 'guest', user: null, guest: { ordererName: guest.ordererName, orderId: guest.orderId } };
    return { state, tokens: null, guestToken: guest.token, likedGoods };
  }
  return { state: VISITOR, tokens: null, guestToken: null, likedGoods: [] };
}

/**
 * Session states visitor → member | guest (spec section 4). Member login clears the guest and the
 * reverse; either starts a new session, so the liked goods of the previous one are dropped. Ending
 * the session (logout, or a 401 AuthenticationException) forgets the user, recent views and liked goods.
 */
export function createSessionStore() {
  const store = createStore<SessionStore>(initial);
  const resetLiked = () => {
    storage.remove(LIKED_KEY);
    return { likedGoods: [] };
  };
  return {
    store,
    get: () => store.getState().state,
    tokens: () => store.getState().tokens,
    guestToken: () => store.getState().guestToken,
    likedGoods: () => store.getState().likedGoods,
    subscribe(listener: (state: SessionState) => void) {
      return store.subscribe((next, prev) => {
        if (next.state !== prev.state) listener(next.state);
      });
    },
    subscribeLikedGoods(listener: (goodsIds: readonly number[]) => void) {
      return store.subscribe((next, prev) => {
        if (next.likedGoods !== prev.likedGoods) listener(next.likedGoods);
      });
    },
    setMember(pair: SessionTokens, user: Me) {
      const tokens = accessOnly(pair);
      storage.set(AUTH_KEY, tokens);
      storage.set(USER_KEY, user);
      storage.remove(GUEST_KEY);
      store.setState({ state: { status: 'member', user, guest: null }, tokens, guestToken: null, ...resetLiked() });
    },
    setGuest(login: GuestLoginResponse) {
      storage.remove(AUTH_KEY);
      storage.remove(USER_KEY);
      const guest = { ordererName: login.orderer_name, orderId: login.order_id };
      storage.set<StoredGuest>(GUEST_KEY, { ...guest, token: login.guest_token, expiredAt: login.expired_at });
      store.setState({ state: { status: 'guest', user: null, guest }, tokens: null, guestToken: login.guest_token, ...resetLiked() });
    },
    setTokens(pair: SessionTokens) {
      const tokens = accessOnly(pair);
      storage.set(AUTH_KEY, tokens);
      store.setState({ tokens });
    },
    setUser(user: Me) {
      const { tokens } = store.getState();
      if (!tokens) return;
      storage.set(USER_KEY, user);
      store.setState({ state: { status: 'member', user, guest: null } });
    },
    /** wish.changed: a liked goods joins the front of the list, an unliked one leaves it. */
    setLiked(goodsId: number, liked: boolean) {
      if (store.getState().state.status !== 'member') return; // liked lookups need a member (spec section 6)
      const rest = store.getState().likedGoods.filter((id) => id !== goodsId);
      const likedGoods = liked ? [goodsId, ...rest] : rest;
      storage.set(LIKED_KEY, likedGoods);
      store.setState({ likedGoods });
    },
    /** The member's liked goods as mall-api knows them (the lookup at login), newest first. */
    replaceLiked(goodsIds: readonly number[]) {
      if (store.getState().state.status !== 'member') return;
      const likedGoods = [...goodsIds];
      storage.set(LIKED_KEY, likedGoods);
      store.setState({ likedGoods });
    },
    clear() {
      for (const key of [AUTH_KEY, USER_KEY, GUEST_KEY, RECENT_VIEWED_GOODS_KEY]) storage.remove(key);
      store.setState({ state: VISITOR, tokens: null, guestToken: null, ...resetLiked() });
    },
  };
}

export type SessionController = ReturnType<typeof createSessionStore>;
