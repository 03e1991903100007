import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineFrontend } from '@mall/tools/rspack-preset';

/** The host: no exposes and no remote URLs; remotes are registered at run time from /runtime-config.json. */
export default defineFrontend({ dir: path.dirname(fileURLToPath(import.meta.url)), name: 'shell', host: true });
