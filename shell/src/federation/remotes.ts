import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@mall/shared-contracts';

/** Registers every domain remote from the deploy-time config; the build holds no remote URL. */
export function registerDomainRemotes(config: RuntimeConfig): void {
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
}

/** A failed load is not cached by the federation runtime, so calling this again is a real retry. */
export async function loadRemoteModule<T>(id: `${RemoteName}/${string}`): Promise<T> {
  const mod = await loadRemote<T>(id);
  if (!mod) throw new Error(`원격 모듈을 불러오지 못했습니다: ${id}`);
  return mod;
}

/** Fragments a domain renders from another remote (shared/ARCHITECTURE.md: exhibit and mypage use catalog's goods card). */
const FRAGMENTS: Partial<Record<RemoteName, { remote: RemoteName; expose: string }[]>> = {
  exhibit: [{ remote: 'catalog', expose: './goods-card' }],
  mypage: [{ remote: 'catalog', expose: './goods-card' }],
};

/**
 * Starts fetching the first page's remote (and the fragments it renders) while React is still
 * starting, instead of after the shell's first render: the remote's manifest, entry and exposed
 * chunks load in parallel with the shell's own code. Failures are left to the real load.
 */
export function preloadFor(owner: RemoteName | null): void {
  if (!owner) return;
  const targets = [{ nameOrAlias: owner, exposes: ['./app'] }, ...(FRAGMENTS[owner] ?? []).map((f) => ({ nameOrAlias: f.remote, exposes: [f.expose] }))];
  void Promise.resolve()
    .then(() => preloadRemote(targets))
    .catch(() => undefined);
}
