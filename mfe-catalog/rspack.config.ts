import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineFrontend } from '@mall/tools/rspack-preset';

export default defineFrontend({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'catalog',
  exposes: {
    './app': './src/app.tsx',
    './goods-card': './src/lib/goods-card/components/goods-card.tsx',
    './modals': './src/modals.ts',
  },
});
