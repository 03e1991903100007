#!/usr/bin/env node
/**
 * No import cycles, type-only ones included (`npm run lint`). ESLint's import/no-cycle skips
 * `import type`, but a type-only cycle still ties two modules together: neither can move or be split
 * without the other. madge follows every import, types too, within each workspace's sources (imports
 * across workspaces go through package names and are kept apart by ESLint's boundaries).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CHECKED = [
  'shared-contracts/src',
  'shared-ui/src',
  'shell/src',
  'mfe-catalog/src',
  'mfe-exhibit/src',
  'mfe-mypage/src',
  'mfe-order/src',
  'mfe-cs-center/src',
  'mall-api/src',
  'e2e',
  'tools',
];

/** The cycles among the TypeScript and JavaScript files under `dir`, each as its files in order. */
export async function cyclesIn(dir) {
  const result = await madge(path.resolve(root, dir), {
    fileExtensions: ['ts', 'tsx', 'mts', 'mjs'],
    tsConfig: path.join(root, 'tsconfig.base.json'),
    excludeRegExp: [/node_modules/, /(^|\/)dist\//],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  return result.circular();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let found = 0;
  for (const dir of process.argv.slice(2).length ? process.argv.slice(2) : CHECKED) {
    for (const cycle of await cyclesIn(dir)) {
      found++;
      console.error(`import cycle in ${dir}: ${[...cycle, cycle[0]].join(' → ')}`);
    }
  }
  if (found) {
    console.error(`${found} import cycle(s): move what both sides need into a module of its own.`);
    process.exit(1);
  }
  console.log('no import cycles (type-only imports included)');
}
