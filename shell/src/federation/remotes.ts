import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { contractMismatch, REMOTE_NAMES, SHARED_CONTRACTS_VERSION, type ContractPackage, type RemoteName, type RuntimeConfig } from '@mall/shared-contracts';
import { SHARED_UI_VERSION } from '@mall/shared-ui';
import { reportClientError } from '../platform/client-errors';

/** The shared packages this shell provides to every remote (its own copies, the federation singletons). */
export const PROVIDED_CONTRACTS: Readonly<Record<ContractPackage, string>> = {
  '@mall/shared-contracts': SHARED_CONTRACTS_VERSION,
  '@mall/shared-ui': SHARED_UI_VERSION,
};

/** A remote the shell does not run: built against shared packages it does not provide. */
export class RemoteRefusedError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: string,
  ) {
    super(`${remote} refused: ${reason}`);
  }
}

const refused = new Map<RemoteName, RemoteRefusedError>();

/**
 * Remotes whose declared contract ranges this shell cannot meet (another major, or a newer minor
 * than it provides): a singleton mismatch only warns in the federation runtime, and the remote would
 * run on a copy that lacks what it needs. A remote without a declaration is not judged here (it owns
 * no path, so nothing mounts it).
 */
export function refusedRemotes(config: RuntimeConfig, provided = PROVIDED_CONTRACTS): Map<RemoteName, string> {
  const result = new Map<RemoteName, string>();
  for (const name of REMOTE_NAMES) {
    const declaration = config.declarations[name];
    const reason = declaration ? contractMismatch(declaration.contracts, provided) : null;
    if (reason) result.set(name, reason);
  }
  return result;
}

/**
 * Registers every domain remote from the deploy-time config (the build holds no remote URL), except
 * the refused ones: those are reported once here, and every load of them fails at once, so their
 * domain shows its fallback panel while the other remotes keep working.
 */
export function registerDomainRemotes(config: RuntimeConfig, report: (error: RemoteRefusedError) => void = reportRefusal): void {
  refused.clear();
  for (const [name, reason] of refusedRemotes(config)) {
    const error = new RemoteRefusedError(name, reason);
    refused.set(name, error);
    report(error);
  }
  registerRemotes(REMOTE_NAMES.filter((name) => !refused.has(name)).map((name) => ({ name, entry: config.remotes[name] })));
}

function reportRefusal(error: RemoteRefusedError): void {
  console.error(`[shell] ${error.message}`);
  reportClientError({ kind: 'remote-load', remote: error.remote, message: error.message });
}

/** A failed load is not cached by the federation runtime, so calling this again is a real retry. */
export async function loadRemoteModule<T>(id: `${RemoteName}/${string}`): Promise<T> {
  const denied = refused.get(id.slice(0, id.indexOf('/')) as RemoteName);
  if (denied) throw denied;
  try {
    const mod = await loadRemote<T>(id);
    if (!mod) throw new Error(`원격 모듈을 불러오지 못했습니다: ${id}`);
    return mod;
  } catch (error) {
    // The entry or the exposed module failed (down, or a chunk gone after a deploy): reported once per page load.
    reportClientError({ kind: 'remote-load', remote: id.slice(0, id.indexOf('/')), message: `${id}: ${(error as Error).message}` });
    throw error;
  }
}

/** Fragments a domain renders from another remote (exhibit and mypage use catalog's goods card). */
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
  // A refused remote is not registered: preloading it fails like any other preload, and is ignored.
  if (!owner) return;
  const targets = [{ nameOrAlias: owner, exposes: ['./app'] }, ...(FRAGMENTS[owner] ?? []).map((f) => ({ nameOrAlias: f.remote, exposes: [f.expose] }))];
  void Promise.resolve()
    .then(() => preloadRemote(targets))
    .catch(() => undefined);
}
