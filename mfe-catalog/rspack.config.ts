import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineFrontend } from '@mall/tools/rspack-preset';
import { CATALOG_TABLE } from './src/declaration';

/** What the remote exposes; the monolith build of `npm run bench:web` imports the same modules directly. */
export const EXPOSES = {
  './app': './src/app.tsx',
  './goods-card': './src/lib/goods-card/components/goods-card.tsx',
  './modals': './src/modals.ts',
};

export default defineFrontend({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'catalog',
  table: CATALOG_TABLE,
  exposes: EXPOSES,
});
