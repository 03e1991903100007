import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineFrontend } from '@mall/tools/rspack-preset';

export default defineFrontend({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'exhibit',
  exposes: { './app': './src/app.tsx', './modals': './src/modals.ts' },
});
