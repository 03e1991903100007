import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cyclesIn } from '../check-cycles.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
  fs.writeFileSync(path.join(tmp, file), text);
};
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('check-cycles', () => {
  it('finds a cycle made only of type imports, which ESLint’s import/no-cycle lets through', async () => {
    write('types/a.ts', "import type { B } from './b';\nexport type A = { b?: B };\n");
    write('types/b.ts', "import type { A } from './a';\nexport type B = { a?: A };\n");
    expect(await cyclesIn(path.join(tmp, 'types'))).toEqual([['a.ts', 'b.ts']]);
  });

  it('finds a cycle through a lazily imported component, and none once the shared part has a module of its own', async () => {
    write('lazy/page.tsx', "import { lazy } from 'react';\nexport const Head = () => null;\nexport const More = lazy(() => import('./more'));\n");
    write('lazy/more.tsx', "import { Head } from './page';\nexport default function More() { return Head(); }\n");
    expect(await cyclesIn(path.join(tmp, 'lazy'))).toHaveLength(1);
    write('lazy/parts.tsx', 'export const Head = () => null;\n');
    write('lazy/page.tsx', "import { lazy } from 'react';\nexport { Head } from './parts';\nexport const More = lazy(() => import('./more'));\n");
    write('lazy/more.tsx', "import { Head } from './parts';\nexport default function More() { return Head(); }\n");
    expect(await cyclesIn(path.join(tmp, 'lazy'))).toEqual([]);
  });
});
