import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { MediaStore } from './media-store';

/** A rendition as the media routes send it: a stream from the store, or the bytes just made. */
export interface Rendition {
  body: Readable | Buffer;
  size: number;
}

export interface RenditionCache {
  /**
   * What is stored under `key`; the first time, `make` makes it and the bytes are kept under `key`
   * (one `make` per key at a time in this process: concurrent first requests wait for the same one).
   * The key must change when the input changes (renditionKey), so a kept rendition is never stale.
   */
  get(key: string, contentType: string, make: () => Promise<Buffer> | Buffer): Promise<Rendition>;
  /** Removes kept renditions (their source is gone); a failure is passed to `onError`, never thrown. */
  drop(keys: readonly string[]): Promise<void>;
  /** Renditions made (the store had none) and served from the store, since start. */
  readonly counts: { made: number; kept: number };
}

/** Every rendition's key starts with this: all of it can be deleted and is made again on demand. */
export const RENDITIONS_PREFIX = 'renditions';

/**
 * `renditions/<kind>/<hash of input>.<ext>`: the hash is of everything the bytes are made from (the
 * row's fields, the drawing code's version, the size), so a changed row gets a new key.
 */
export function renditionKey(kind: string, input: unknown, ext: string) {
  const hash = createHash('sha256').update(JSON.stringify(input)).digest('base64url').slice(0, 32).replace(/^[-_]/, '0');
  return `${RENDITIONS_PREFIX}/${kind}/${hash}.${ext}`;
}

/**
 * Renditions (resized photos, drawn artwork) made once and kept in the media store, so instances
 * share them and a restart keeps them. The store failing (a bucket unreachable) costs the cache, not
 * the image: it is made and served, and `onError` is told.
 */
export function createRenditionCache(store: MediaStore, onError: (key: string, error: unknown) => void): RenditionCache {
  const making = new Map<string, Promise<Buffer>>();
  const counts = { made: 0, kept: 0 };

  async function makeAndKeep(key: string, contentType: string, make: () => Promise<Buffer> | Buffer): Promise<Buffer> {
    const bytes = await make();
    counts.made++;
    await store.put(key, bytes, { contentType }).catch((error: unknown) => onError(key, error));
    return bytes;
  }

  return {
    counts,
    async get(key, contentType, make) {
      const stored = await store.get(key).catch((error: unknown) => {
        onError(key, error);
        return null;
      });
      if (stored) {
        counts.kept++;
        return { body: stored.stream, size: stored.size };
      }
      let pending = making.get(key);
      if (!pending) {
        pending = makeAndKeep(key, contentType, make).finally(() => making.delete(key));
        making.set(key, pending);
      }
      const bytes = await pending;
      return { body: bytes, size: bytes.length };
    },
    async drop(keys) {
      for (const key of keys) await store.delete(key).catch((error: unknown) => onError(key, error));
    },
  };
}
