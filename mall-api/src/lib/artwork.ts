import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as drawings from './svg';
import { renditionKey } from './renditions';

/** Relative imports of a module's source (`from './x'`), to follow the drawing code into its helpers. */
const RELATIVE_IMPORT = /from\s+'(\.\.?\/[^']+)'/g;

/** The source of `url` and of the modules it imports relatively, once each; null when it cannot be read. */
function sourcesFrom(url: URL, seen = new Set<string>()): string[] | null {
  const file = url.pathname.endsWith('.ts') ? url : new URL(url.pathname.endsWith('.js') ? url.href.replace(/\.js$/, '.ts') : `${url.href}.ts`);
  if (seen.has(file.href)) return [];
  seen.add(file.href);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const nested = [...text.matchAll(RELATIVE_IMPORT)].map((m) => sourcesFrom(new URL(m[1]!, file), seen));
  return nested.includes(null) ? null : [text, ...(nested.flat() as string[])];
}

/**
 * The version of the drawing code (lib/svg.ts and what it imports from beside it): a hash of its
 * source, so a deploy that draws differently makes new artwork instead of serving the kept one. Where
 * the source is not beside the server (a bundle), the drawing functions' own text stands in.
 */
export const DRAWING_VERSION = createHash('sha256')
  .update((sourcesFrom(new URL('./svg.ts', import.meta.url)) ?? Object.values(drawings).map(String)).join('\0'))
  .digest('hex')
  .slice(0, 16);

/** Where the artwork drawn from `input` (the row's fields) is kept: a changed row or drawing gets a new key. */
export const artworkKey = (kind: string, input: unknown) => renditionKey(`artwork/${kind}`, { drawing: DRAWING_VERSION, input }, 'svg');
