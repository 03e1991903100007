import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineFrontend } from '@mall/tools/rspack-preset';
import { SHELL_ROUTES } from './src/routing/shell-routes';

/**
 * The host: no exposes and no remote URLs; remotes and their declared routes are registered at run time
 * from /runtime-config.json. Its own routes go to dist/shell-declaration.json (docs/adr/0017).
 */
export default defineFrontend({ dir: path.dirname(fileURLToPath(import.meta.url)), name: 'shell', host: true, shellRoutes: SHELL_ROUTES });
