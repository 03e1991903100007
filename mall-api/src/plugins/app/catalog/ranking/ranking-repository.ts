import { PURCHASED_STATUSES } from '@mall/shared-contracts/order';
import {
  RANKING_LIMITS,
  RANKING_PERIOD_DAYS,
  rankChangeOf,
  type BrandRanking,
  type GoodsRanking,
  type RankingPeriod,
  type RankingQuery,
  type RankingType,
} from '@mall/shared-contracts/catalog';
import { sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import type { GoodsRepository } from '../goods/goods-repository';
import { kstDay } from '../recent-views/recent-views-repository';
import { brandLogoUrl } from '../../member/wishes/wishes-repository';

declare module 'fastify' {
  interface FastifyInstance {
    rankingRepository: RankingRepository;
  }
}

const DAY = 86_400_000;
/** How deep the previous period is ranked for the rank change: a goods below it counts as new. */
const PREVIOUS_DEPTH = 1000;
type Scored = { id: number; score: number };
const rankOf = (rank: number, previous: number | undefined) => ({ rank, previous_rank: previous ?? null, ...rankChangeOf(rank, previous ?? null) });
/** A counting window: from `since` (inclusive) to `until` (exclusive). */
type Window = { since: Date; until: Date };

/** Goods of a category at any level (codes grow by three digits per level), or every goods. */
const inCategory = (code: string | undefined): SQL => (code ? sql`g.category_id in (select id from categories where code like ${`${code}%`})` : sql`true`);
const purchased = sql.join(
  PURCHASED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

export function createRankingRepository(db: Database, goodsRepository: GoodsRepository) {
  /** Raw rows of a statement (PGlite and node-postgres both answer `{ rows }`). */
  const execute = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const rows = async (query: SQL): Promise<Scored[]> =>
    (await execute<{ id: number; score: number }>(query)).map((r) => ({ id: Number(r.id), score: Number(r.score) }));

  /** When a line was bought: paid, or (lines seeded before payments were recorded) ordered. */
  const soldIn = (w: Window) =>
    sql`coalesce(o.paid_at, o.created_at) >= ${w.since.toISOString()} and coalesce(o.paid_at, o.created_at) < ${w.until.toISOString()}`;

  /** Units sold (lines paid and not cancelled, ADR 0012) per goods in the window. */
  const salesSql = (w: Window, where: SQL, limit: number) => sql`
    select oi.goods_id as id, sum(oi.ea)::int as score
    from order_items oi join orders o on o.id = oi.order_id join goods g on g.id = oi.goods_id
    where oi.status in (${purchased}) and ${soldIn(w)} and ${where}
    group by oi.goods_id order by score desc, oi.goods_id asc limit ${limit}`;

  const scoreSql: Record<Exclude<RankingType, 'brand'>, (w: Window, where: SQL, limit: number) => SQL> = {
    item: salesSql,
    // Views are counted per KST day: the window's days are the `days` days up to the day of `until`.
    view: (w, where, limit) => sql`
      select v.goods_id as id, sum(v.views)::int as score
      from goods_daily_views v join goods g on g.id = v.goods_id
      where v.viewed_on > ${kstDay(w.since)} and v.viewed_on <= ${kstDay(new Date(w.until.getTime() - 1))} and ${where}
      group by v.goods_id order by score desc, v.goods_id asc limit ${limit}`,
    like: (w, where, limit) => sql`
      select w.goods_id as id, count(*)::int as score
      from wish_goods w join goods g on g.id = w.goods_id
      where w.created_at >= ${w.since.toISOString()} and w.created_at < ${w.until.toISOString()} and ${where}
      group by w.goods_id order by score desc, w.goods_id asc limit ${limit}`,
  };

  const brandsSql = (w: Window, where: SQL, limit: number) => sql`
    select b.id, b.name, b.name_en, sum(oi.ea)::int as score
    from order_items oi join orders o on o.id = oi.order_id join goods g on g.id = oi.goods_id join brands b on b.id = g.brand_id
    where oi.status in (${purchased}) and ${soldIn(w)} and ${where}
    group by b.id, b.name, b.name_en order by score desc, b.id asc limit ${limit}`;

  /** The period up to now, and the one before it (for the rank change). */
  const windows = (period: RankingPeriod, now: Date) => {
    const length = RANKING_PERIOD_DAYS[period] * DAY;
    const current: Window = { since: new Date(now.getTime() - length), until: new Date(now.getTime() + 1) };
    const previous: Window = { since: new Date(now.getTime() - 2 * length), until: current.since };
    return { current, previous, counted: { period, counted_from: current.since.toISOString(), counted_to: now.toISOString() } };
  };

  /** Rank by id in the previous period's ranking (as deep as PREVIOUS_DEPTH); absent ids were not ranked. */
  const previousRanks = (scored: Scored[]) => new Map(scored.map((s, i) => [s.id, i + 1]));

  const withCards = async (scored: Scored[]) => {
    const cards = new Map((await goodsRepository.cardsByIds(scored.map((s) => s.id))).map((c) => [c.id, c]));
    return scored.flatMap((s) => {
      const goods = cards.get(s.id);
      return goods ? [{ score: s.score, goods }] : [];
    });
  };

  return {
    /** Goods ranked by units sold, views or wishes in the period, optionally within a category. */
    async goods(type: Exclude<RankingType, 'brand'>, query: RankingQuery, now: Date): Promise<GoodsRanking> {
      const { current, previous, counted } = windows(query.period, now);
      const where = inCategory(query.category_code);
      const ranked = await withCards(await rows(scoreSql[type](current, where, query.limit)));
      const before = previousRanks(await rows(scoreSql[type](previous, where, PREVIOUS_DEPTH)));
      return { ...counted, goods: ranked.map((r, i) => ({ ...rankOf(i + 1, before.get(r.goods.id)), ...r })) };
    },

    /** Brands ranked by units sold in the period, each with its best sellers of the period. */
    async brands(query: RankingQuery, now: Date): Promise<BrandRanking> {
      const { current, previous, counted } = windows(query.period, now);
      const where = inCategory(query.category_code);
      const brands = await execute<{ id: number; name: string; name_en: string; score: number }>(brandsSql(current, where, query.limit));
      const before = previousRanks(await rows(brandsSql(previous, where, PREVIOUS_DEPTH)));
      const ranked = [];
      for (const [i, b] of brands.entries()) {
        const best = await withCards(await rows(salesSql(current, sql`${where} and g.brand_id = ${b.id}`, RANKING_LIMITS.brandGoods)));
        ranked.push({
          ...rankOf(i + 1, before.get(Number(b.id))),
          score: Number(b.score),
          brand: { id: Number(b.id), name: b.name, name_en: b.name_en, logo_url: brandLogoUrl(Number(b.id)) },
          goods: best.map((x) => x.goods),
        });
      }
      return { ...counted, brands: ranked };
    },
  };
}
export type RankingRepository = ReturnType<typeof createRankingRepository>;

export const rankingRepositoryPlugin = fp(
  async (app) => {
    app.decorate('rankingRepository', createRankingRepository(app.db, app.goodsRepository));
  },
  { name: 'ranking-repository', dependencies: ['db', 'goods-repository'] },
);

export default rankingRepositoryPlugin;
