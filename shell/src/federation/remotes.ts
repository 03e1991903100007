import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
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
