import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertMediaKey, createLocalMediaStore, DEFAULT_MEDIA_DIR, mediaDirFor, newMediaKey, type MediaStore } from '../../src/lib/media-store';

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

describe('local-disk media store', () => {
  let root: string;
  let store: MediaStore;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'media-store-test-'));
    store = createLocalMediaStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('puts bytes under a key and gives them back as a stream with their size', async () => {
    const bytes = randomBytes(300 * 1024 + 7);
    const key = newMediaKey('review-photos');
    expect(await store.put(key, bytes, { contentType: 'image/png' })).toEqual({ size: bytes.length });
    const got = await store.get(key);
    expect(got!.size).toBe(bytes.length);
    expect(got!.stream).toBeInstanceOf(Readable);
    expect((await buffer(got!.stream)).equals(bytes)).toBe(true);
    // The key is the file's path under the root: review-photos/YYYY/MM/<uuid>.
    expect(key).toMatch(/^review-photos\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(existsSync(join(root, ...key.split('/')))).toBe(true);
  });

  it('takes a stream as well as a buffer', async () => {
    const parts = [randomBytes(1000), randomBytes(70_000), randomBytes(5)];
    const key = newMediaKey('review-photos');
    expect(await store.put(key, Readable.from(parts), { contentType: 'image/jpeg' })).toEqual({ size: 71_005 });
    expect((await buffer((await store.get(key))!.stream)).equals(Buffer.concat(parts))).toBe(true);
  });

  it('answers null for a key with nothing stored, and deleting is idempotent', async () => {
    expect(await store.get('review-photos/2026/01/none')).toBeNull();
    const key = newMediaKey('review-photos');
    await store.put(key, Buffer.from('x'), { contentType: 'image/png' });
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('a failed write leaves nothing behind, not even a partial file', async () => {
    const key = newMediaKey('failing');
    const failing = new Readable({
      read() {
        this.push(randomBytes(64 * 1024));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put(key, failing, { contentType: 'image/png' })).rejects.toThrow('client went away');
    expect(await store.get(key)).toBeNull();
    expect((await filesUnder(root)).filter((f) => f.startsWith('failing/'))).toEqual([]);
  });

  it('replacing a key swaps the whole file: a reader sees the old or the new bytes, never a mix', async () => {
    const key = newMediaKey('replace');
    const first = randomBytes(200_000);
    const second = randomBytes(100_000);
    await store.put(key, first, { contentType: 'image/png' });
    const reading = (await store.get(key))!;
    await store.put(key, second, { contentType: 'image/png' });
    expect((await buffer(reading.stream)).equals(first)).toBe(true);
    expect((await buffer((await store.get(key))!.stream)).equals(second)).toBe(true);
    expect(await filesUnder(join(root, 'replace'))).toHaveLength(1);
  });

  it('refuses keys that could leave the root or name a directory', async () => {
    for (const bad of ['../etc/passwd', '/abs/path', 'a/../../b', 'a//b', 'a/', '', 'a\\b', '.hidden', 'a/./b', 'a\0b', 'x'.repeat(201)]) {
      expect(() => assertMediaKey(bad), bad).toThrow('invalid media key');
      await expect(store.put(bad, Buffer.from('x'), { contentType: 'image/png' }), bad).rejects.toThrow('invalid media key');
      await expect(store.get(bad), bad).rejects.toThrow('invalid media key');
      await expect(store.delete(bad), bad).rejects.toThrow('invalid media key');
    }
    // A directory that happens to exist under a key is not an object.
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
