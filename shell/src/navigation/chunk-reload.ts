/** sessionStorage key holding the path that was already reloaded once for a failed chunk. */
export const CHUNK_RELOAD_KEY = 'mall:chunk-reload';

const CHUNK_MESSAGE = /Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i;

/**
 * A hashed chunk that no longer exists (a redeploy replaced it while this page was open) fails as
 * a ChunkLoadError. A remote whose manifest or entry is down fails differently (the federation
 * runtime's manifest/script errors): that is an outage, and the domain's fallback panel, not a
 * reload, is the answer (e2e/specs/shell/platform/remote-down.spec.ts).
 */
export function isStaleChunkError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return typeof e === 'string' && CHUNK_MESSAGE.test(e);
    const { name, message } = e as { name?: unknown; message?: unknown };
    if (name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_MESSAGE.test(message))) return true;
  }
  return false;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Spec section 8: a route load failure reloads the page, once. The reloaded path is remembered in
 * sessionStorage; failing again on the same path shows the fallback instead of reloading forever.
 */
export function chunkFailureAction(error: unknown, path: string, storage: SessionStore): 'reload' | 'fallback' {
  if (!isStaleChunkError(error)) return 'fallback';
  try {
    if (storage.getItem(CHUNK_RELOAD_KEY) === path) return 'fallback';
    storage.setItem(CHUNK_RELOAD_KEY, path);
    return 'reload';
  } catch {
    // Without storage a reload could loop: show the fallback.
    return 'fallback';
  }
}

/** A successful load of the path ends its reload episode: a later redeploy may reload again. */
export function clearChunkReload(path: string, storage: SessionStore): void {
  try {
    if (storage.getItem(CHUNK_RELOAD_KEY) === path) storage.removeItem(CHUNK_RELOAD_KEY);
  } catch {
    // nothing to clear
  }
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/**
 * Reloads the page for a stale chunk (true) or leaves the error to the caller's fallback (false).
 * `scope` marks failures that come after the page's own code loaded (a modal, a part of the page a
 * boundary caught): the page loading again clears only its own mark (markRouteLoaded), so the same
 * part failing after the reload shows its fallback instead of reloading on every try.
 */
export function reloadForStaleChunk(error: unknown, scope = ''): boolean {
  if (chunkFailureAction(error, currentPath() + scope, window.sessionStorage) !== 'reload') return false;
  window.location.reload();
  return true;
}

export const markRouteLoaded = () => clearChunkReload(currentPath(), window.sessionStorage);
