import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineFrontend } from '@mall/tools/rspack-preset';
import { EXHIBIT_TABLE } from './src/declaration';

export default defineFrontend({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'exhibit',
  table: EXHIBIT_TABLE,
  exposes: { './app': './src/app.tsx', './modals': './src/modals.ts' },
});
