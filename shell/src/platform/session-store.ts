import { createStore } from 'zustand/vanilla';
import { parseKstDateTime, type Me, type SessionState, type TokenPair } from '@mall/shared-contracts';
import { storage } from './storage';

const AUTH_KEY = 'mall.auth';
const USER_KEY = 'mall.user';
const GUEST_KEY = 'mall.guest';

interface SessionStore {
  state: SessionState;
  tokens: TokenPair | null;
}

function initial(): SessionStore {
  const tokens = storage.get<TokenPair>(AUTH_KEY);
  const user = storage.get<Me>(USER_KEY);
  const expiry = parseKstDateTime(tokens?.expired_at);
  if (tokens && user && expiry && expiry.getTime() > Date.now()) {
    return { state: { status: 'member', user, guest: null }, tokens };
  }
  const guest = storage.get<{ ordererName: string; orderId: string }>(GUEST_KEY);
  if (guest) return { state: { status: 'guest', user: null, guest }, tokens: null };
  return { state: { status: 'visitor', user: null, guest: null }, tokens: null };
}

/** Session states visitor → member | guest (spec section 4). Member login clears the guest and the reverse. */
export function createSessionStore() {
  const store = createStore<SessionStore>(initial);
  return {
    store,
    get: () => store.getState().state,
    tokens: () => store.getState().tokens,
    subscribe(listener: (state: SessionState) => void) {
      return store.subscribe((next, prev) => {
        if (next.state !== prev.state) listener(next.state);
      });
    },
    setMember(tokens: TokenPair, user: Me) {
      storage.set(AUTH_KEY, tokens);
      storage.set(USER_KEY, user);
      storage.remove(GUEST_KEY);
      store.setState({ state: { status: 'member', user, guest: null }, tokens });
    },
    setTokens(tokens: TokenPair) {
      storage.set(AUTH_KEY, tokens);
      store.setState({ tokens });
    },
    setUser(user: Me) {
      const { tokens } = store.getState();
      if (!tokens) return;
      storage.set(USER_KEY, user);
      store.setState({ state: { status: 'member', user, guest: null } });
    },
    clear() {
      storage.remove(AUTH_KEY);
      storage.remove(USER_KEY);
      storage.remove(GUEST_KEY);
      store.setState({ state: { status: 'visitor', user: null, guest: null }, tokens: null });
    },
  };
}

export type SessionController = ReturnType<typeof createSessionStore>;
