import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, chunkFailureAction, clearChunkReload, isStaleChunkError, markRouteLoaded, reloadForStaleChunk } from '../chunk-reload';

const chunkError = () => Object.assign(new Error('Loading chunk 470 failed.\n(missing: http://localhost:3001/470.0f505308.js)'), { name: 'ChunkLoadError' });

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('isStaleChunkError', () => {
  it.each([
    ['ChunkLoadError by name', Object.assign(new Error('whatever'), { name: 'ChunkLoadError' }), true],
    ['rspack chunk message', new Error('Loading chunk 89 failed.\n(error: http://x/89.b26ac2dd.js)'), true],
    ['css chunk', new Error('Loading CSS chunk __federation_expose_app failed.'), true],
    ['native dynamic import', new TypeError('Failed to fetch dynamically imported module: http://x/a.js'), true],
    ['wrapped in a cause', new Error('[ Federation Runtime ]: load failed', { cause: chunkError() }), true],
    ['manifest down', new Error('[ Federation Runtime ]: Failed to get manifestJson for catalog. URL: http://x/mf-manifest.json'), false],
    ['remote entry down', new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources'), false],
    ['render error', new TypeError("Cannot read properties of undefined (reading 'map')"), false],
    ['not an error', undefined, false],
    ['a string', 'Loading chunk 3 failed.', true],
  ])('%s', (_label, error, expected) => {
    expect(isStaleChunkError(error)).toBe(expected);
  });
});

describe('chunkFailureAction: reload once per path, never in a loop', () => {
  it('reloads on the first stale chunk and remembers the path', () => {
    const storage = memoryStorage();
    expect(chunkFailureAction(chunkError(), '/goods/detail/1', storage)).toBe('reload');
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('/goods/detail/1');
  });

  it('shows the fallback when the same path fails again after the reload', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: '/goods/detail/1' });
    expect(chunkFailureAction(chunkError(), '/goods/detail/1', storage)).toBe('fallback');
  });

  it('another path gets its own reload', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: '/goods/detail/1' });
    expect(chunkFailureAction(chunkError(), '/cart', storage)).toBe('reload');
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('/cart');
  });

  it('an outage (not a stale chunk) never reloads', () => {
    const storage = memoryStorage();
    expect(chunkFailureAction(new Error('Failed to get manifestJson'), '/cart', storage)).toBe('fallback');
    expect(storage.data.size).toBe(0);
  });

  it('without working storage it does not risk a loop', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(chunkFailureAction(chunkError(), '/cart', broken)).toBe('fallback');
  });

  it('a successful load of the path clears the mark, so a later redeploy reloads again', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: '/cart' });
    clearChunkReload('/goods/detail/1', storage);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('/cart');
    clearChunkReload('/cart', storage);
    expect(chunkFailureAction(chunkError(), '/cart', storage)).toBe('reload');
  });
});

describe('reloadForStaleChunk: a part of the page that fails after the page loaded', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('reloads once; the page loading again does not clear its mark, so it fails to its fallback next time', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/goods/detail/1', search: '', reload });
    expect(reloadForStaleChunk(chunkError(), '#modal')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // After the reload the page's own code loads fine (RemoteParcel marks the route loaded)…
    markRouteLoaded();
    // …and the modal's chunk is still missing: no second reload (it would follow every tap).
    expect(reloadForStaleChunk(chunkError(), '#modal')).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // The page's own chunk keeps its own once-per-path reload.
    expect(reloadForStaleChunk(chunkError())).toBe(true);
  });
});
