import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkKey, DRAWING_VERSION } from '../../src/lib/artwork';
import { createLocalMediaStore, type MediaStore } from '../../src/lib/media-store';
import { createRenditionCache, renditionKey, type Rendition } from '../../src/lib/renditions';

const bytesOf = async (r: Rendition) => (r.body instanceof Readable ? buffer(r.body) : r.body);

describe('rendition cache', () => {
  let root: string;
  let store: MediaStore;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'renditions-test-'));
    store = createLocalMediaStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('makes a rendition once, keeps it in the store, and serves it from there after', async () => {
    const cache = createRenditionCache(store, () => {});
    let made = 0;
    const make = () => {
      made++;
      return Buffer.from(`<svg>${made.toString()}</svg>`);
    };
    const key = renditionKey('artwork/test', { title: 'a' }, 'svg');
    const first = await cache.get(key, 'image/svg+xml', make);
    const second = await cache.get(key, 'image/svg+xml', make);
    expect(made).toBe(1);
    expect(second.body).toBeInstanceOf(Readable);
    const [a, b] = [await bytesOf(first), await bytesOf(second)];
    expect(b.toString()).toBe('<svg>1</svg>');
    expect(b.equals(a)).toBe(true);
    expect(cache.counts).toEqual({ made: 1, kept: 1 });
    // Another instance on the same store (another server of the fleet, or after a restart) makes none.
    const other = createRenditionCache(store, () => {});
    expect((await bytesOf(await other.get(key, 'image/svg+xml', make))).toString()).toBe('<svg>1</svg>');
    expect(made).toBe(1);
  });

  it('concurrent first requests wait for the one rendition being made', async () => {
    const cache = createRenditionCache(store, () => {});
    let made = 0;
    const make = async () => {
      made++;
      await new Promise((r) => setTimeout(r, 20));
      return Buffer.from('slow');
    };
    const key = renditionKey('artwork/test', { title: 'concurrent' }, 'svg');
    const all = await Promise.all(Array.from({ length: 5 }, () => cache.get(key, 'image/svg+xml', make)));
    expect(made).toBe(1);
    for (const r of all) expect((await bytesOf(r)).toString()).toBe('slow');
  });

  it('a store that fails costs the cache, not the image: it is made, served, and the failure reported', async () => {
    const broken: MediaStore = {
      driver: 'broken',
      get: () => Promise.reject(new Error('bucket unreachable')),
      put: () => Promise.reject(new Error('bucket unreachable')),
      delete: () => Promise.reject(new Error('bucket unreachable')),
    };
    const errors: string[] = [];
    const cache = createRenditionCache(broken, (key, error) => errors.push(`${key}: ${String(error)}`));
    const key = renditionKey('artwork/test', { title: 'b' }, 'svg');
    expect((await bytesOf(await cache.get(key, 'image/svg+xml', () => Buffer.from('drawn')))).toString()).toBe('drawn');
    await cache.drop([key]);
    expect(errors).toEqual([`${key}: Error: bucket unreachable`, `${key}: Error: bucket unreachable`, `${key}: Error: bucket unreachable`]);
  });

  it('keys change with the input and the drawing code, never with anything else', () => {
    expect(renditionKey('artwork/banners', { title: 'a', color: '#000000' }, 'svg')).toMatch(/^renditions\/artwork\/banners\/[A-Za-z0-9][\w-]{31}\.svg$/);
    expect(artworkKey('banners', { title: 'a' })).toBe(artworkKey('banners', { title: 'a' }));
    expect(artworkKey('banners', { title: 'a' })).not.toBe(artworkKey('banners', { title: 'b' }));
    expect(artworkKey('banners', { title: 'a' })).not.toBe(artworkKey('popups', { title: 'a' }));
    // The drawing code's version is a hash of lib/svg.ts's source (read beside it, as the server runs).
    expect(DRAWING_VERSION).toMatch(/^[0-9a-f]{16}$/);
  });
});
