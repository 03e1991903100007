import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../..');
const KIT_DIRS = ['kit', 'forms'];

/**
 * The kit's entries are not federation singletons: each remote bundles its own copy. A relative import
 * of shared-ui's main entry code would bundle a second PlatformContext and a second react-router into
 * the remote, whose hooks then find no provider. They reach it by package name (`@mall/shared-ui`),
 * which the shell shares once (docs/adr/0025).
 */
describe('the kit entries take shared-ui through the shared singleton', () => {
  it.each(KIT_DIRS)('%s imports nothing of shared-ui outside its own folder by path', (dir) => {
    const files = fs.readdirSync(path.join(SRC, dir)).filter((f) => /\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = fs.readFileSync(path.join(SRC, dir, file), 'utf8');
      const reaching = [...text.matchAll(/from '(\.\.\/[^']*)'/g)].map((m) => m[1]);
      expect(reaching, `${dir}/${file}`).toEqual([]);
    }
  });
});
