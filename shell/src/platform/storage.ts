import { LIMITS } from '@mall/shared-contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Stored<T> {
  value: T;
  expiresAt: number;
}

/**
 * Local storage with an expiry on every value (365 days by default). A corrupted or expired
 * entry reads as absent and is removed; storage being unavailable (private mode) is not a crash.
 */
export const storage = {
  get<T>(key: string, area: Storage | undefined = safeLocalStorage()): T | null {
    if (!area) return null;
    try {
      const raw = area.getItem(key);
      if (raw === null) return null;
      const parsed = JSON.parse(raw) as Partial<Stored<T>>;
      if (typeof parsed !== 'object' || parsed === null || typeof parsed.expiresAt !== 'number' || !('value' in parsed)) {
        area.removeItem(key);
        return null;
      }
      if (parsed.expiresAt < Date.now()) {
        area.removeItem(key);
        return null;
      }
      return parsed.value as T;
    } catch {
      // corrupted JSON, or the storage itself throws (then removing may throw too)
      storage.remove(key, area);
      return null;
    }
  },
  set<T>(key: string, value: T, days: number = LIMITS.storageDefaultExpiryDays, area: Storage | undefined = safeLocalStorage()): void {
    storage.setUntil(key, value, Date.now() + days * DAY_MS, area);
  },
  /** Kept until an absolute instant (epoch ms), e.g. the expiry the server gave a find result. */
  setUntil<T>(key: string, value: T, expiresAt: number, area: Storage | undefined = safeLocalStorage()): void {
    try {
      area?.setItem(key, JSON.stringify({ value, expiresAt } satisfies Stored<T>));
    } catch {
      // quota or privacy mode: the value simply is not kept
    }
  },
  remove(key: string, area: Storage | undefined = safeLocalStorage()): void {
    try {
      area?.removeItem(key);
    } catch {
      // ignore
    }
  },
};

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
