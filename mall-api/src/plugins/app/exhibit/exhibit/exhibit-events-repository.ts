import {
  jointPurchaseOutcome,
  periodState,
  type CodyShot,
  type CodyShotSummary,
  type ExhibitCategory,
  type GoodsTimeAttack,
  type JointPurchase,
  type JointPurchaseSort,
  type JointPurchaseSummary,
  type Showcase,
  type ShowcaseList,
  type ShowcaseSummary,
  type SpotTheme,
} from '@mall/shared-contracts/exhibit';
import { and, asc, count, desc, eq, gt, inArray, sql, sum } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import {
  brands,
  codyShotGoods,
  codyShots,
  exhibitCategories,
  exhibitCategoryGoods,
  jointPurchaseParticipants,
  jointPurchases,
  showcaseGoods,
  showcaseSorts,
  showcases,
  spotThemeGoods,
  spotThemes,
  timeAttacks,
} from '../../../../db/schema';
import type { GoodsRepository } from '../../catalog/goods/goods-repository';
import { timeDealsOn } from './time-deals';

declare module 'fastify' {
  interface FastifyInstance {
    exhibitEventsRepository: ExhibitEventsRepository;
  }
}

type Timed = { startAt: Date; endAt: Date };
type ShowcaseRow = typeof showcases.$inferSelect & { brandName: string | null };
type JointRow = typeof jointPurchases.$inferSelect;

/** How many goods thumbnails a list card previews. */
const PREVIEW_IMAGES = 4;
const STATE_ORDER = { ongoing: 0, upcoming: 1, ended: 2 } as const;

const periodOf = (row: Timed, now: Date) => {
  const period = { start_at: row.startAt.toISOString(), end_at: row.endAt.toISOString() };
  return { ...period, state: periodState(period, now.getTime()) };
};

/** Goods ids of each owner (a showcase, a look…) in their sort order. */
function groupIds<T extends { ownerId: number; goodsId: number }>(rows: T[]) {
  const map = new Map<number, number[]>();
  for (const r of rows) map.set(r.ownerId, [...(map.get(r.ownerId) ?? []), r.goodsId]);
  return map;
}

export function createExhibitEventsRepository(db: Database, goodsRepository: GoodsRepository) {
  const cardsOf = (ids: readonly number[]) => goodsRepository.cardsByIds(ids);

  async function previews(ids: readonly number[]) {
    const cards = await cardsOf([...new Set(ids)]);
    return new Map(cards.map((c) => [c.id, c.thumbnail_url]));
  }

  async function showcaseSummaries(rows: ShowcaseRow[], now: Date): Promise<ShowcaseSummary[]> {
    const items = rows.length
      ? await db
          .select({ ownerId: showcaseGoods.showcaseId, goodsId: showcaseGoods.goodsId })
          .from(showcaseGoods)
          .where(
            inArray(
              showcaseGoods.showcaseId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(showcaseGoods.sortOrder), asc(showcaseGoods.id))
      : [];
    const byShowcase = groupIds(items);
    const images = await previews([...byShowcase.values()].flatMap((ids) => ids.slice(0, PREVIEW_IMAGES)));
    return rows.map((r) => {
      const period = periodOf(r, now);
      const ids = byShowcase.get(r.id) ?? [];
      return {
        id: r.id,
        sort_id: r.sortId,
        brand_name: r.brandName,
        title: r.title,
        subtitle: r.subtitle,
        background_color: r.backgroundColor,
        ...period,
        goods_count: ids.length,
        preview_images: period.state === 'upcoming' ? [] : ids.slice(0, PREVIEW_IMAGES).flatMap((id) => images.get(id) ?? []),
      };
    });
  }

  const showcaseRows = (where?: ReturnType<typeof eq>) =>
    db
      .select({ ...showcaseColumns, brandName: brands.name })
      .from(showcases)
      .leftJoin(brands, eq(brands.id, showcases.brandId))
      .where(where)
      .orderBy(asc(showcases.sortOrder), asc(showcases.id));

  async function joinedTotals(ids: number[]) {
    if (ids.length === 0) return new Map<number, { quantity: number; members: number }>();
    const rows = await db
      .select({ id: jointPurchaseParticipants.jointPurchaseId, quantity: sum(jointPurchaseParticipants.quantity).mapWith(Number), members: count() })
      .from(jointPurchaseParticipants)
      .where(inArray(jointPurchaseParticipants.jointPurchaseId, ids))
      .groupBy(jointPurchaseParticipants.jointPurchaseId);
    return new Map(rows.map((r) => [r.id, { quantity: r.quantity, members: r.members }]));
  }

  async function jointSummaries(rows: JointRow[], now: Date): Promise<JointPurchaseSummary[]> {
    const [totals, cards] = await Promise.all([joinedTotals(rows.map((r) => r.id)), cardsOf(rows.map((r) => r.goodsId))]);
    const byId = new Map(cards.map((c) => [c.id, c]));
    return rows.flatMap((r) => {
      const goods = byId.get(r.goodsId);
      if (!goods) return [];
      const period = periodOf(r, now);
      const joined = totals.get(r.id) ?? { quantity: 0, members: 0 };
      return [
        {
          id: r.id,
          title: r.title,
          sale_price: r.salePrice,
          target_quantity: r.targetQuantity,
          joined_quantity: joined.quantity,
          participant_count: joined.members,
          outcome: jointPurchaseOutcome(period.state, joined.quantity, r.targetQuantity),
          ...period,
          goods,
        },
      ];
    });
  }

  return {
    /** The showcase sorts and the showcases (of one sort, or all): ongoing, then upcoming, then ended. */
    async listShowcases(sortId: number | undefined, now: Date): Promise<ShowcaseList> {
      const sorts = await db.select({ id: showcaseSorts.id, name: showcaseSorts.name }).from(showcaseSorts).orderBy(asc(showcaseSorts.sortOrder));
      const rows = await showcaseRows(sortId ? eq(showcases.sortId, sortId) : undefined);
      const list = await showcaseSummaries(rows, now);
      return { sorts, showcases: list.sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state]) };
    },

    /** One showcase; an upcoming one keeps its goods hidden until it opens. */
    async showcase(id: number, now: Date): Promise<Showcase | null> {
      const [row] = await showcaseRows(eq(showcases.id, id));
      if (!row) return null;
      const [summary] = await showcaseSummaries([row], now);
      const [sort] = await db.select({ name: showcaseSorts.name }).from(showcaseSorts).where(eq(showcaseSorts.id, row.sortId));
      const items = await db
        .select({ goodsId: showcaseGoods.goodsId })
        .from(showcaseGoods)
        .where(eq(showcaseGoods.showcaseId, id))
        .orderBy(asc(showcaseGoods.sortOrder), asc(showcaseGoods.id));
      const goods = summary!.state === 'upcoming' ? [] : await cardsOf(items.map((i) => i.goodsId));
      return { ...summary!, sort_name: sort?.name ?? '', description: row.description, goods };
    },

    /** Cody shots, newest first. */
    async listCodyShots(now: Date): Promise<CodyShotSummary[]> {
      const rows = await db
        .select()
        .from(codyShots)
        .where(sql`${codyShots.publishedAt} <= ${now}`)
        .orderBy(desc(codyShots.publishedAt), desc(codyShots.id));
      const items = rows.length
        ? await db
            .select({ ownerId: codyShotGoods.codyShotId, goodsId: codyShotGoods.goodsId })
            .from(codyShotGoods)
            .where(
              inArray(
                codyShotGoods.codyShotId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(asc(codyShotGoods.sortOrder), asc(codyShotGoods.id))
        : [];
      const byShot = groupIds(items);
      const images = await previews([...byShot.values()].flatMap((ids) => ids.slice(0, PREVIEW_IMAGES)));
      return rows.map((r) => codyShotSummary(r, byShot.get(r.id) ?? [], images));
    },

    async codyShot(id: number, now: Date): Promise<CodyShot | null> {
      const [row] = await db
        .select()
        .from(codyShots)
        .where(and(eq(codyShots.id, id), sql`${codyShots.publishedAt} <= ${now}`));
      if (!row) return null;
      const tags = await db.select().from(codyShotGoods).where(eq(codyShotGoods.codyShotId, id)).orderBy(asc(codyShotGoods.sortOrder), asc(codyShotGoods.id));
      const cards = new Map((await cardsOf(tags.map((t) => t.goodsId))).map((c) => [c.id, c]));
      const images = new Map([...cards.values()].map((c) => [c.id, c.thumbnail_url]));
      return {
        ...codyShotSummary(
          row,
          tags.map((t) => t.goodsId),
          images,
        ),
        description: row.description,
        items: tags.flatMap((t) => {
          const goods = cards.get(t.goodsId);
          return goods ? [{ part: t.part, goods }] : [];
        }),
      };
    },

    /**
     * Joint purchases in the shopper's order: `popular` (most joined first), `deadline` (open ones
     * ending soonest first) or `latest` (newest first). Ended ones always come last.
     */
    async listJointPurchases(sort: JointPurchaseSort, now: Date): Promise<JointPurchaseSummary[]> {
      const rows = await db.select().from(jointPurchases).orderBy(asc(jointPurchases.id));
      const list = await jointSummaries(rows, now);
      const ended = (j: JointPurchaseSummary) => (j.state === 'ended' ? 1 : 0);
      const by: Record<JointPurchaseSort, (a: JointPurchaseSummary, b: JointPurchaseSummary) => number> = {
        popular: (a, b) => b.joined_quantity - a.joined_quantity,
        deadline: (a, b) => Date.parse(a.end_at) - Date.parse(b.end_at),
        latest: (a, b) => Date.parse(b.start_at) - Date.parse(a.start_at),
      };
      return list.sort((a, b) => ended(a) - ended(b) || by[sort](a, b) || a.id - b.id);
    },

    async jointPurchase(id: number, memberId: number | null, now: Date): Promise<JointPurchase | null> {
      const [row] = await db.select().from(jointPurchases).where(eq(jointPurchases.id, id));
      if (!row) return null;
      const [summary] = await jointSummaries([row], now);
      if (!summary) return null;
      const [mine] = memberId
        ? await db
            .select({ quantity: jointPurchaseParticipants.quantity })
            .from(jointPurchaseParticipants)
            .where(and(eq(jointPurchaseParticipants.jointPurchaseId, id), eq(jointPurchaseParticipants.memberId, memberId)))
        : [];
      return { ...summary, description: row.description, max_quantity_per_member: row.maxQuantityPerMember, my_quantity: mine?.quantity ?? null };
    },

    /**
     * A member joins an ongoing joint purchase once, with 1..max pieces. The answer says why not:
     * `not_found`, `not_open` (upcoming), `closed` (ended), `already_joined`, `over_limit`.
     */
    async joinJointPurchase(id: number, memberId: number, quantity: number, now: Date) {
      const [row] = await db.select().from(jointPurchases).where(eq(jointPurchases.id, id));
      if (!row) return { error: 'not_found' as const };
      const state = periodOf(row, now).state;
      if (state === 'upcoming') return { error: 'not_open' as const };
      if (state === 'ended') return { error: 'closed' as const };
      if (quantity > row.maxQuantityPerMember) return { error: 'over_limit' as const, max: row.maxQuantityPerMember };
      const inserted = await db
        .insert(jointPurchaseParticipants)
        .values({ jointPurchaseId: id, memberId, quantity, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: jointPurchaseParticipants.id });
      if (inserted.length === 0) return { error: 'already_joined' as const };
      return { error: null };
    },

    /**
     * The goods' ongoing time deal (ending soonest), else its next upcoming one; null otherwise, and while the shop
     * has time deals switched off (no deal is charged then: ADR 0012).
     */
    async goodsTimeAttack(goodsId: number, now: Date): Promise<GoodsTimeAttack['time_attack']> {
      if (!(await timeDealsOn(db))) return null;
      const [row] = await db
        .select()
        .from(timeAttacks)
        .where(and(eq(timeAttacks.goodsId, goodsId), gt(timeAttacks.endAt, now)))
        .orderBy(
          sql`${timeAttacks.startAt} > ${now}`,
          sql`CASE WHEN ${timeAttacks.startAt} > ${now} THEN ${timeAttacks.startAt} ELSE ${timeAttacks.endAt} END`,
          asc(timeAttacks.id),
        )
        .limit(1);
      return row ? { id: row.id, title: row.title, sale_price: row.salePrice, ...periodOf(row, now) } : null;
    },

    async spotTheme(id: number, now: Date): Promise<SpotTheme | null> {
      const [row] = await db.select().from(spotThemes).where(eq(spotThemes.id, id));
      if (!row) return null;
      const period = periodOf(row, now);
      const items = await db
        .select({ goodsId: spotThemeGoods.goodsId })
        .from(spotThemeGoods)
        .where(eq(spotThemeGoods.spotThemeId, id))
        .orderBy(asc(spotThemeGoods.sortOrder), asc(spotThemeGoods.id));
      return {
        id: row.id,
        title: row.title,
        subtitle: row.subtitle,
        description: row.description,
        background_color: row.backgroundColor,
        ...period,
        goods_count: items.length,
        goods: period.state === 'upcoming' ? [] : await cardsOf(items.map((i) => i.goodsId)),
      };
    },

    async exhibitCategory(id: number): Promise<ExhibitCategory | null> {
      const all = await db.select().from(exhibitCategories).orderBy(asc(exhibitCategories.sortOrder), asc(exhibitCategories.id));
      const row = all.find((c) => c.id === id);
      if (!row) return null;
      const items = await db
        .select({ goodsId: exhibitCategoryGoods.goodsId })
        .from(exhibitCategoryGoods)
        .where(eq(exhibitCategoryGoods.exhibitCategoryId, id))
        .orderBy(asc(exhibitCategoryGoods.sortOrder), asc(exhibitCategoryGoods.id));
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        background_color: row.backgroundColor,
        goods: await cardsOf(items.map((i) => i.goodsId)),
        categories: all.map((c) => ({ id: c.id, name: c.name })),
      };
    },
  };
}

const showcaseColumns = {
  id: showcases.id,
  sortId: showcases.sortId,
  brandId: showcases.brandId,
  title: showcases.title,
  subtitle: showcases.subtitle,
  description: showcases.description,
  backgroundColor: showcases.backgroundColor,
  startAt: showcases.startAt,
  endAt: showcases.endAt,
  sortOrder: showcases.sortOrder,
};

function codyShotSummary(row: typeof codyShots.$inferSelect, goodsIds: number[], images: Map<number, string>): CodyShotSummary {
  return {
    id: row.id,
    title: row.title,
    model_name: row.modelName,
    model_height: row.modelHeight,
    style: row.style,
    background_color: row.backgroundColor,
    published_at: row.publishedAt.toISOString(),
    goods_count: goodsIds.length,
    preview_images: goodsIds.slice(0, PREVIEW_IMAGES).flatMap((id) => images.get(id) ?? []),
  };
}

export type ExhibitEventsRepository = ReturnType<typeof createExhibitEventsRepository>;

export const exhibitEventsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('exhibitEventsRepository', createExhibitEventsRepository(app.db, app.goodsRepository));
  },
  { name: 'exhibit-events-repository', dependencies: ['db', 'goods-repository'] },
);

export default exhibitEventsRepositoryPlugin;
