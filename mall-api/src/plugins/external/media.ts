import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalMediaStore, mediaDirFor, mediaStoreDriver, type MediaStore } from '../../lib/media-store';
import { s3MediaStoreFromEnv } from '../../lib/media-store-s3';
import { createRenditionCache, type RenditionCache } from '../../lib/renditions';

declare module 'fastify' {
  interface FastifyInstance {
    mediaStore: MediaStore;
    /** Resized photos and drawn artwork, made once and kept in the media store (lib/renditions.ts). */
    renditions: RenditionCache;
  }
}

export interface MediaPluginOptions {
  /** Injected by tests; otherwise the driver MEDIA_STORE names (local disk by default, see mediaDirFor). */
  store?: MediaStore;
}

/** Uploaded media (review photos) and cached renditions by key: the driver MEDIA_STORE names. */
export const mediaPlugin = fp<MediaPluginOptions>(
  async (app, opts) => {
    const store = opts.store ?? (await configuredStore(app));
    app.decorate('mediaStore', store);
    app.decorate(
      'renditions',
      createRenditionCache(store, (key, error) => app.log.warn({ key, error: String(error) }, 'could not keep a rendition in the media store')),
    );
    app.log.debug({ driver: store.driver }, 'media store');
  },
  { name: 'media', dependencies: ['db'] },
);

async function configuredStore(app: FastifyInstance): Promise<MediaStore> {
  if (mediaStoreDriver() === 's3') {
    const { store, dispose } = s3MediaStoreFromEnv();
    app.addHook('onClose', dispose);
    return store;
  }
  const { dir, dispose } = await mediaDirFor(app.dbDataDir);
  if (dispose) app.addHook('onClose', dispose);
  return createLocalMediaStore(dir);
}
