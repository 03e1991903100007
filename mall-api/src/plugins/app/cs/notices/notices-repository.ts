import { formatKstDateTime, type NoticeDetail, type NoticeList } from '@mall/shared-contracts';
import { and, asc, count, desc, eq, gt, lt, or } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { notices } from '../../../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    noticesRepository: NoticesRepository;
  }
}

type NoticeRow = typeof notices.$inferSelect;
const toSummary = (n: NoticeRow) => ({ id: n.id, title: n.title, is_important: n.isImportant, created_at: formatKstDateTime(n.createdAt) });
const link = (n: NoticeRow | undefined) => (n ? { id: n.id, title: n.title } : null);

export function createNoticesRepository(db: Database) {
  return {
    /**
     * Important notices are pinned above every page (newest first); the pages hold the others,
     * newest first, so paging never pushes a pinned notice out of sight.
     */
    async list(page: number, perPage: number): Promise<NoticeList> {
      const newestFirst = [desc(notices.createdAt), desc(notices.id)] as const;
      const pinned = await db
        .select()
        .from(notices)
        .where(eq(notices.isImportant, true))
        .orderBy(...newestFirst);
      const [totalRow] = await db.select({ n: count() }).from(notices).where(eq(notices.isImportant, false));
      const total = totalRow?.n ?? 0;
      const rows = await db
        .select()
        .from(notices)
        .where(eq(notices.isImportant, false))
        .orderBy(...newestFirst)
        .limit(perPage)
        .offset((page - 1) * perPage);
      return {
        current_page: page,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        pinned: pinned.map(toSummary),
        data: rows.map(toSummary),
      };
    },

    /** prev = the next older notice, next = the next newer one (board convention 이전글/다음글). */
    async detail(id: number): Promise<NoticeDetail | null> {
      const [row] = await db.select().from(notices).where(eq(notices.id, id));
      if (!row) return null;
      const older = or(lt(notices.createdAt, row.createdAt), and(eq(notices.createdAt, row.createdAt), lt(notices.id, row.id)));
      const newer = or(gt(notices.createdAt, row.createdAt), and(eq(notices.createdAt, row.createdAt), gt(notices.id, row.id)));
      const [prev] = await db.select().from(notices).where(older).orderBy(desc(notices.createdAt), desc(notices.id)).limit(1);
      const [next] = await db.select().from(notices).where(newer).orderBy(asc(notices.createdAt), asc(notices.id)).limit(1);
      return { ...toSummary(row), contents: row.contents, prev: link(prev), next: link(next) };
    },
  };
}
export type NoticesRepository = ReturnType<typeof createNoticesRepository>;

export const noticesRepositoryPlugin = fp(
  async (app) => {
    app.decorate('noticesRepository', createNoticesRepository(app.db));
  },
  { name: 'notices-repository', dependencies: ['db'] },
);

export default noticesRepositoryPlugin;
