import type { CategoryTop, CategoryTree } from '@mall/shared-contracts';
import { asc } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { categories } from '../../../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    categoriesRepository: CategoriesRepository;
  }
}

type CategoryRow = typeof categories.$inferSelect;
type CategoryMid = CategoryTop['children'][number];

/** Codes grow by three digits per level, so ordering by code lists every parent before its children in menu order. */
export function toCategoryTree(rows: CategoryRow[]): CategoryTree {
  const tops = new Map<number, CategoryTop>();
  const mids = new Map<number, CategoryMid>();
  for (const row of rows) {
    const base = { id: row.id, code: row.code, name: row.name };
    const parentId = row.parentId ?? -1;
    if (row.depth === 1) tops.set(row.id, { ...base, children: [] });
    else if (row.depth === 2) {
      const mid = { ...base, children: [] };
      mids.set(row.id, mid);
      tops.get(parentId)?.children.push(mid);
    } else mids.get(parentId)?.children.push(base);
  }
  return { categories: [...tops.values()] };
}

export function createCategoriesRepository(db: Database) {
  return {
    async tree(): Promise<CategoryTree> {
      return toCategoryTree(await db.select().from(categories).orderBy(asc(categories.code)));
    },
  };
}
export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;

export const categoriesRepositoryPlugin = fp(
  async (app) => {
    app.decorate('categoriesRepository', createCategoriesRepository(app.db));
  },
  { name: 'categories-repository', dependencies: ['db'] },
);

export default categoriesRepositoryPlugin;
