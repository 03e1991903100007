import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';

/**
 * Where uploaded media (review photos) is kept, by key: bytes never pass through the database, whose
 * embedded driver (PGlite) runs on the event loop's thread. A driver streams in and out; the
 * database row keeps the key, type and size. Two drivers answer the same calls: the local disk
 * (createLocalMediaStore, the default) and an S3-compatible bucket (media-store-s3.ts), chosen by
 * MEDIA_STORE (mediaStoreDriver). test/helpers/media-store-suite.ts holds both to one behaviour.
 */
export interface MediaStore {
  /** Which driver answers (logs, health). */
  readonly driver: string;
  /** Writes the bytes under `key` (a new key: an existing object is replaced whole, never partly). */
  put(key: string, body: Readable | Uint8Array, meta: { contentType: string }): Promise<{ size: number }>;
  /** The stored bytes as a stream and their size, or null when nothing is stored under `key`. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes `key`; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are path-like (`review-photos/2026/11/<uuid>`): letters, digits, `-`, `_`, `.`, `/`, never `..`. */
const KEY = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
export function assertMediaKey(key: string) {
  if (key.length > 200 || !KEY.test(key)) throw new Error(`invalid media key: ${JSON.stringify(key)}`);
}

/** A new key under `prefix`, unguessable and never reused. */
export function newMediaKey(prefix: string, now = new Date()) {
  const month = `${now.getUTCFullYear().toString()}/${(now.getUTCMonth() + 1).toString().padStart(2, '0')}`;
  return `${prefix}/${month}/${randomUUID()}`;
}

/** Bytes handed over as one buffer are written in chunks of this size, each its own write. */
const CHUNK = 64 * 1024;
function chunked(bytes: Uint8Array): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += CHUNK) yield bytes.subarray(i, i + CHUNK);
    })(),
    { objectMode: false },
  );
}

/**
 * Files under `root`, one per key. A put streams into a temporary file beside the target and renames
 * it into place, so a reader never sees half a file and a failed write leaves nothing behind.
 */
export function createLocalMediaStore(root: string): MediaStore {
  const base = resolve(root);
  mkdirSync(base, { recursive: true });
  const pathOf = (key: string) => {
    assertMediaKey(key);
    return join(base, ...key.split('/'));
  };
  return {
    driver: 'local',
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}.part`;
      try {
        await pipeline(body instanceof Readable ? body : chunked(body), createWriteStream(partial, { flags: 'wx' }));
        const { size } = await stat(partial);
        await rename(partial, target);
        return { size };
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

type Env = Record<string, string | undefined>;
export const MEDIA_STORE_DRIVERS = ['local', 's3'] as const;
export type MediaStoreDriver = (typeof MEDIA_STORE_DRIVERS)[number];

/** MEDIA_STORE: `local` (the default, files under MEDIA_DIR) or `s3` (MEDIA_S3_* and AWS_* settings). */
export function mediaStoreDriver(env: Env = process.env): MediaStoreDriver {
  const given = env.MEDIA_STORE?.trim() || 'local';
  if (!(MEDIA_STORE_DRIVERS as readonly string[]).includes(given)) throw new Error(`[mall-api] MEDIA_STORE must be local or s3, not ${JSON.stringify(given)}`);
  return given as MediaStoreDriver;
}

const here = dirname(fileURLToPath(import.meta.url));
/** Beside the default PGlite data dir (mall-api/.data/pglite). */
export const DEFAULT_MEDIA_DIR = resolve(here, '../../.data/media');

/**
 * The media directory: MEDIA_DIR when set; else `media` beside a PGlite data directory on disk, or
 * mall-api/.data/media. An in-memory database (tests, the OpenAPI build) gets a fresh temporary
 * directory, removed by `dispose`.
 */
export async function mediaDirFor(pgliteDataDir: string | undefined): Promise<{ dir: string; dispose?: () => Promise<void> }> {
  const configured = process.env.MEDIA_DIR?.trim();
  if (configured) return { dir: resolve(configured) };
  if (pgliteDataDir?.startsWith('memory://')) {
    const dir = await mkdtemp(join(tmpdir(), 'kmall-media-'));
    return { dir, dispose: () => rm(dir, { recursive: true, force: true }) };
  }
  if (pgliteDataDir && !pgliteDataDir.includes('://')) return { dir: join(dirname(resolve(pgliteDataDir)), 'media') };
  return { dir: DEFAULT_MEDIA_DIR };
}
