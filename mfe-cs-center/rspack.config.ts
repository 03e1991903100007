import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineFrontend } from '@mall/tools/rspack-preset';
import { CS_CENTER_TABLE } from './src/declaration';

export default defineFrontend({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'cs_center',
  table: CS_CENTER_TABLE,
  exposes: { './app': './src/app.tsx', './modals': './src/modals.ts' },
});
