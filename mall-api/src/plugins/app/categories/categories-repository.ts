import type { CategoryTop, CategoryTree } from '@mall/shared-contracts';
import { asc } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../db/client';
import { categories } from '../../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    categoriesRepository: CategoriesRepository;
  }
}

type CategoryRow = typeof categories.$inferSelect;
type Node = CategoryTop | CategoryTop['children'][number];

/** Codes grow by three digits per level, so ordering by code lists every parent before its children in menu order. */
export function toCategoryTree(rows: CategoryRow[]): CategoryTree {
  const byId = new Map<number, Node & { children: Node[] }>();
  const top: CategoryTop[] = [];
  for (const row of rows) {
    const base = { id: row.id, code: row.code, name: row.name };
    if (row.depth === 3) {
      byId.get(row.parentId ?? -1)?.children.push(base);
      continue;
    }
    const node = { ...base, children: [] as Node[] };
    byId.set(row.id, node);
    if (row.depth === 1) top.push(node as CategoryTop);
    else byId.get(row.parentId ?? -1)?.children.push(node);
  }
  return { categories: top };
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
