import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineFrontend } from '@mall/tools/rspack-preset';
import { CATALOG_TABLE } from './src/declaration';

export default defineFrontend({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'catalog',
  table: CATALOG_TABLE,
  exposes: {
    './app': './src/app.tsx',
    './goods-card': './src/lib/goods-card/components/goods-card.tsx',
    './modals': './src/modals.ts',
  },
});
