import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineFrontend } from '@mall/tools/rspack-preset';
import { ORDER_TABLE } from './src/declaration';

export default defineFrontend({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'order',
  table: ORDER_TABLE,
  exposes: { './app': './src/app.tsx', './modals': './src/modals.ts' },
});
