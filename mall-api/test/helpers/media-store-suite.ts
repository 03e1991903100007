import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertMediaKey, newMediaKey, type MediaStore } from '../../src/lib/media-store';

/**
 * The behaviour every media store driver owes the app (issue 27: the S3 driver passes the same storage
 * tests as the disk driver). `open` gives a fresh, empty store; `close` removes it.
 */
/** An upload whose client goes away after the first 64 KB: the store must keep nothing of it. */
export function abortedUpload(): Readable {
  return new Readable({
    read() {
      this.push(randomBytes(64 * 1024));
      this.destroy(new Error('client went away'));
    },
  });
}

export function describeMediaStore(driver: string, open: () => Promise<{ store: MediaStore; close: () => Promise<void> }>) {
  describe(`media store contract: ${driver}`, () => {
    let store: MediaStore;
    let close: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(() => close?.());

    const read = async (key: string) => {
      const got = await store.get(key);
      return got ? { size: got.size, bytes: await buffer(got.stream) } : null;
    };

    it('names its driver', () => {
      expect(store.driver).toBe(driver);
    });

    it('puts bytes under a key and gives them back as a stream with their size', async () => {
      const bytes = randomBytes(300 * 1024 + 7);
      const key = newMediaKey('review-photos');
      expect(await store.put(key, bytes, { contentType: 'image/png' })).toEqual({ size: bytes.length });
      const got = await store.get(key);
      expect(got!.size).toBe(bytes.length);
      expect(got!.stream).toBeInstanceOf(Readable);
      expect((await buffer(got!.stream)).equals(bytes)).toBe(true);
    });

    it('takes a stream as well as a buffer, and a subarray of a larger buffer as just its bytes', async () => {
      const parts = [randomBytes(1000), randomBytes(70_000), randomBytes(5)];
      const key = newMediaKey('review-photos');
      expect(await store.put(key, Readable.from(parts), { contentType: 'image/jpeg' })).toEqual({ size: 71_005 });
      expect((await read(key))!.bytes.equals(Buffer.concat(parts))).toBe(true);
      const whole = randomBytes(4096);
      const slice = newMediaKey('review-photos');
      await store.put(slice, whole.subarray(100, 300), { contentType: 'image/webp' });
      expect(await read(slice)).toEqual({ size: 200, bytes: whole.subarray(100, 300) });
    });

    it('keeps keys that share a prefix apart (a photo and its renditions)', async () => {
      const photo = newMediaKey('review-photos');
      const small = `renditions/${photo}/w160.webp`;
      const large = `renditions/${photo}/w960.webp`;
      await store.put(photo, Buffer.from('original'), { contentType: 'image/png' });
      await store.put(small, Buffer.from('small'), { contentType: 'image/webp' });
      await store.put(large, Buffer.from('large'), { contentType: 'image/webp' });
      await store.delete(small);
      expect((await read(photo))!.bytes.toString()).toBe('original');
      expect(await read(small)).toBeNull();
      expect((await read(large))!.bytes.toString()).toBe('large');
    });

    it('answers null for a key with nothing stored, and deleting is idempotent', async () => {
      expect(await store.get('review-photos/2026/01/none')).toBeNull();
      const key = newMediaKey('review-photos');
      await store.put(key, Buffer.from('x'), { contentType: 'image/png' });
      await store.delete(key);
      expect(await store.get(key)).toBeNull();
      await expect(store.delete(key)).resolves.toBeUndefined();
      await expect(store.delete('review-photos/2026/01/never-stored')).resolves.toBeUndefined();
    });

    it('a failed write stores nothing', async () => {
      const key = newMediaKey('failing');
      await expect(store.put(key, abortedUpload(), { contentType: 'image/png' })).rejects.toThrow('client went away');
      expect(await store.get(key)).toBeNull();
    });

    it('replacing a key swaps the whole object: a reader sees the old or the new bytes, never a mix', async () => {
      const key = newMediaKey('replace');
      const first = randomBytes(200_000);
      const second = randomBytes(100_000);
      await store.put(key, first, { contentType: 'image/png' });
      const reading = (await store.get(key))!;
      await store.put(key, second, { contentType: 'image/png' });
      expect((await buffer(reading.stream)).equals(first)).toBe(true);
      expect((await read(key))!.bytes.equals(second)).toBe(true);
    });

    it('refuses keys that could leave the root or name a directory, before touching storage', async () => {
      for (const bad of ['../etc/passwd', '/abs/path', 'a/../../b', 'a//b', 'a/', '', 'a\\b', '.hidden', 'a/./b', 'a\0b', 'x'.repeat(201)]) {
        expect(() => assertMediaKey(bad), bad).toThrow('invalid media key');
        await expect(store.put(bad, Buffer.from('x'), { contentType: 'image/png' }), bad).rejects.toThrow('invalid media key');
        await expect(store.get(bad), bad).rejects.toThrow('invalid media key');
        await expect(store.delete(bad), bad).rejects.toThrow('invalid media key');
      }
    });
  });
}
