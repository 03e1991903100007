import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStore, DEFAULT_MEDIA_DIR, mediaDirFor, mediaStoreDriver, newMediaKey, type MediaStore } from '../../src/lib/media-store';
import { abortedUpload, describeMediaStore } from '../helpers/media-store-suite';

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

describeMediaStore('local', async () => {
  const root = await mkdtemp(join(tmpdir(), 'media-store-contract-'));
  return { store: createLocalMediaStore(root), close: () => rm(root, { recursive: true, force: true }) };
});

describe('local-disk media store', () => {
  let root: string;
  let store: MediaStore;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'media-store-test-'));
    store = createLocalMediaStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('keeps a key as the file at its path under the root', async () => {
    const key = newMediaKey('review-photos');
    await store.put(key, Buffer.from('x'), { contentType: 'image/png' });
    // The key is the file's path under the root: review-photos/YYYY/MM/<uuid>.
    expect(key).toMatch(/^review-photos\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(existsSync(join(root, ...key.split('/')))).toBe(true);
  });

  it('a failed write leaves no partial file', async () => {
    const key = newMediaKey('failing');
    await expect(store.put(key, abortedUpload(), { contentType: 'image/png' })).rejects.toThrow('client went away');
    expect(await store.get(key)).toBeNull();
    expect((await filesUnder(root)).filter((f) => f.startsWith('failing/'))).toEqual([]);
  });

  it('replacing a key leaves one file (the temporary one is renamed into place)', async () => {
    const key = newMediaKey('replace');
    await store.put(key, randomBytes(200_000), { contentType: 'image/png' });
    await store.put(key, randomBytes(100_000), { contentType: 'image/png' });
    expect(await filesUnder(join(root, 'replace'))).toHaveLength(1);
  });

  it('a directory that happens to exist under a key is not an object', async () => {
    await store.put('dir/inner', Buffer.from('x'), { contentType: 'image/png' });
    expect(await store.get('dir')).toBeNull();
  });
});

describe('media directory', () => {
  const saved = process.env.MEDIA_DIR;
  afterEach(() => {
    if (saved === undefined) delete process.env.MEDIA_DIR;
    else process.env.MEDIA_DIR = saved;
  });

  it('MEDIA_DIR wins; else beside a PGlite data dir on disk; an in-memory database gets a temporary one, removed on dispose', async () => {
    process.env.MEDIA_DIR = '/srv/kmall/media';
    expect((await mediaDirFor('memory://')).dir).toBe('/srv/kmall/media');
    delete process.env.MEDIA_DIR;
    expect(await mediaDirFor('/var/lib/kmall/pglite')).toEqual({ dir: '/var/lib/kmall/media' });
    expect(await mediaDirFor(undefined)).toEqual({ dir: DEFAULT_MEDIA_DIR });
    const temp = await mediaDirFor('memory://');
    expect(temp.dir.startsWith(tmpdir())).toBe(true);
    expect(existsSync(temp.dir)).toBe(true);
    await temp.dispose!();
    expect(existsSync(temp.dir)).toBe(false);
  });
});

describe('media store driver', () => {
  it('MEDIA_STORE picks the driver: local by default, s3 when asked, anything else refused', () => {
    expect(mediaStoreDriver({})).toBe('local');
    expect(mediaStoreDriver({ MEDIA_STORE: ' ' })).toBe('local');
    expect(mediaStoreDriver({ MEDIA_STORE: 'local' })).toBe('local');
    expect(mediaStoreDriver({ MEDIA_STORE: 's3' })).toBe('s3');
    expect(() => mediaStoreDriver({ MEDIA_STORE: 'minio' })).toThrow(/MEDIA_STORE must be local or s3/);
  });
});
