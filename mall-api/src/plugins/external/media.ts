import fp from 'fastify-plugin';
import { createLocalMediaStore, mediaDirFor, type MediaStore } from '../../lib/media-store';

declare module 'fastify' {
  interface FastifyInstance {
    mediaStore: MediaStore;
  }
}

export interface MediaPluginOptions {
  /** Injected by tests; otherwise the local-disk driver on MEDIA_DIR (see mediaDirFor). */
  store?: MediaStore;
}

/** Uploaded media (review photos) by key: the local-disk driver unless a store is given. */
export const mediaPlugin = fp<MediaPluginOptions>(
  async (app, opts) => {
    if (opts.store) {
      app.decorate('mediaStore', opts.store);
      return;
    }
    const { dir, dispose } = await mediaDirFor(app.dbDataDir);
    app.decorate('mediaStore', createLocalMediaStore(dir));
    if (dispose) app.addHook('onClose', dispose);
  },
  { name: 'media', dependencies: ['db'] },
);
