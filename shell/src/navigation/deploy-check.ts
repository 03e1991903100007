import type { RuntimeConfig } from '@mall/shared-contracts';

/** sessionStorage key holding the deploy (fingerprint) this tab already reloaded into once. */
export const DEPLOY_RELOAD_KEY = 'mall:deploy-reload';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;
type Pointers = Pick<RuntimeConfig, 'remotes'> & { versions?: Record<string, string> };

/**
 * What a deploy changes in the runtime config: where each remote's manifest is (a versioned folder
 * since docs/adr/0018) and the version each frontend runs. Maintenance, trackers and the rest are
 * read at start and do not need a reload.
 */
export function deployFingerprint(config: Pointers): string {
  const sorted = (o: Record<string, string> = {}) =>
    Object.keys(o)
      .sort()
      .map((k) => `${k}=${o[k]}`);
  return [...sorted(config.remotes), '|', ...sorted(config.versions)].join(';');
}

/**
 * A deploy happened since this page started when the served config points elsewhere. The tab
 * then reloads once into it; a tab that already reloaded for that same deploy does not again (a
 * cache or proxy still handing out the old document would otherwise loop).
 */
export function deployAction(booted: Pointers, served: Pointers, storage: SessionStore): 'reload' | 'stay' {
  const next = deployFingerprint(served);
  if (next === deployFingerprint(booted)) return 'stay';
  try {
    if (storage.getItem(DEPLOY_RELOAD_KEY) === next) return 'stay';
    storage.setItem(DEPLOY_RELOAD_KEY, next);
    return 'reload';
  } catch {
    return 'stay'; // without storage a reload could loop
  }
}

let inFlight: Promise<boolean> | null = null;

/**
 * Asks the shell's server for the runtime config (no-cache: an unchanged file is a 304) and reloads
 * the page into a newer deploy. Resolves true when the page is reloading. Called on navigation to
 * another page (its chunks may never have loaded in this tab) and when a remote fails to load.
 */
export function checkForDeploy(booted: Pointers): Promise<boolean> {
  inFlight ??= fetch('/runtime-config.json', { cache: 'no-cache' })
    .then((res) => (res.ok ? (res.json() as Promise<Pointers>) : null))
    .then((served) => {
      if (!served?.remotes || deployAction(booted, served, window.sessionStorage) !== 'reload') return false;
      window.location.reload();
      return true;
    })
    .catch(() => false)
    .finally(() => (inFlight = null));
  return inFlight;
}
