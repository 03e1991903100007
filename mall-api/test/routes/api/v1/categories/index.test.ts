import { API } from '@mall/shared-contracts';
import { CategoryTreeSchema } from '@mall/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_TREE } from '../../../../../src/db/seed/catalog-data';
import { buildCategoryRows } from '../../../../../src/db/seed/category-rows';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { expectBody } from '../../../../helpers/api';

describe('categories', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('returns the seeded three-level tree in menu order', async () => {
    const { categories } = expectBody(await ctx.app.inject({ method: 'GET', url: API.categories }), 200, CategoryTreeSchema);
    const names = categories.map((top) => ({
      name: top.name,
      children: top.children.map((mid) => ({ name: mid.name, children: mid.children.map((l) => l.name) })),
    }));
    expect(names).toEqual(
      CATEGORY_TREE.map((top) => ({ name: top.name, children: top.children.map((mid) => ({ name: mid.name, children: mid.children.map((l) => l.name) })) })),
    );
  });

  it('carries the database ids and codes the category pages link to', async () => {
    const { categories } = expectBody(await ctx.app.inject({ method: 'GET', url: API.categories }), 200, CategoryTreeSchema);
    const flat = categories.flatMap((top) => [top, ...top.children.flatMap((mid) => [mid, ...mid.children])]);
    const { rows } = buildCategoryRows();
    expect(flat.map(({ id, code, name }) => ({ id, code, name }))).toEqual(rows.map(({ id, code, name }) => ({ id, code, name })));
    expect(new Set(flat.map((c) => c.id)).size).toBe(flat.length);
    for (const top of categories) for (const mid of top.children) expect(mid.code.startsWith(top.code)).toBe(true);
  });
});
