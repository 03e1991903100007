import { describe, expect, it } from 'vitest';
import { sizeProblems } from '../check-file-size.mjs';

describe('check-file-size', () => {
  const overLimit = { 'mall-api/src/big.ts': 900 };

  it('fails a source file over the limit, but not schema or seed data, nor a non-source file', () => {
    expect(sizeProblems({ 'shell/src/a.tsx': 401, 'shell/src/b.ts': 400 }, { max: 400, overLimit: {} })).toEqual([
      'shell/src/a.tsx: 401 lines (at most 400: split it by what it does)',
    ]);
    expect(
      sizeProblems({ 'mall-api/src/db/schema/catalog.ts': 900, 'mall-api/src/db/seed/goods.ts': 2000, 'README.md': 900 }, { max: 400, overLimit: {} }),
    ).toEqual([]);
  });

  it('lets a listed file shrink but not grow, and asks for it off the list once under the limit', () => {
    expect(sizeProblems({ 'mall-api/src/big.ts': 850 }, { max: 400, overLimit })).toEqual([]);
    expect(sizeProblems({ 'mall-api/src/big.ts': 901 }, { max: 400, overLimit })[0]).toMatch(/901 lines, more than its 900/);
    expect(sizeProblems({ 'mall-api/src/big.ts': 380 }, { max: 400, overLimit })[0]).toMatch(/take it off OVER_LIMIT/);
  });
});
