import { PURCHASED_STATUSES } from '@mall/shared-contracts/order';
import {
  RANKING_LIMITS,
  RANKING_PERIOD_DAYS,
  type BrandRanking,
  type GoodsRanking,
  type RankingPeriod,
  type RankingQuery,
  type RankingType,
} from '@mall/shared-contracts/catalog';
import { sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../db/client';
import type { GoodsRepository } from '../goods/goods-repository';
import { kstDay } from '../recent-views/recent-views-repository';
import { brandLogoUrl } from '../wishes/wishes-repository';

declare module 'fastify' {
  interface FastifyInstance {
    rankingRepository: RankingRepository;
  }
}

const DAY = 86_400_000;
type Scored = { id: number; score: number };

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

  /** Units sold (lines paid and not cancelled, ADR 0012) per goods since `since`. */
  const salesSql = (since: Date, _now: Date, where: SQL, limit: number) => sql`
    select oi.goods_id as id, sum(oi.ea)::int as score
    from order_items oi join orders o on o.id = oi.order_id join goods g on g.id = oi.goods_id
    where oi.status in (${purchased}) and coalesce(o.paid_at, o.created_at) >= ${since.toISOString()} and ${where}
    group by oi.goods_id order by score desc, oi.goods_id asc limit ${limit}`;

  const scoreSql: Record<Exclude<RankingType, 'brand'>, (since: Date, now: Date, where: SQL, limit: number) => SQL> = {
    item: salesSql,
    view: (since, now, where, limit) => sql`
      select v.goods_id as id, sum(v.views)::int as score
      from goods_daily_views v join goods g on g.id = v.goods_id
      where v.viewed_on > ${kstDay(new Date(since.getTime()))} and v.viewed_on <= ${kstDay(now)} and ${where}
      group by v.goods_id order by score desc, v.goods_id asc limit ${limit}`,
    like: (since, _now, where, limit) => sql`
      select w.goods_id as id, count(*)::int as score
      from wish_goods w join goods g on g.id = w.goods_id
      where w.created_at >= ${since.toISOString()} and ${where}
      group by w.goods_id order by score desc, w.goods_id asc limit ${limit}`,
  };

  const window = (period: RankingPeriod, now: Date) => {
    const since = new Date(now.getTime() - RANKING_PERIOD_DAYS[period] * DAY);
    return { since, counted: { period, counted_from: since.toISOString(), counted_to: now.toISOString() } };
  };

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
      const { since, counted } = window(query.period, now);
      const ranked = await withCards(await rows(scoreSql[type](since, now, inCategory(query.category_code), query.limit)));
      return { ...counted, goods: ranked.map((r, i) => ({ rank: i + 1, ...r })) };
    },

    /** Brands ranked by units sold in the period, each with its best sellers of the period. */
    async brands(query: RankingQuery, now: Date): Promise<BrandRanking> {
      const { since, counted } = window(query.period, now);
      const where = inCategory(query.category_code);
      const brands = await execute<{ id: number; name: string; name_en: string; score: number }>(sql`
          select b.id, b.name, b.name_en, sum(oi.ea)::int as score
          from order_items oi join orders o on o.id = oi.order_id join goods g on g.id = oi.goods_id join brands b on b.id = g.brand_id
          where oi.status in (${purchased}) and coalesce(o.paid_at, o.created_at) >= ${since.toISOString()} and ${where}
          group by b.id, b.name, b.name_en order by score desc, b.id asc limit ${query.limit}`);
      const ranked = [];
      for (const [i, b] of brands.entries()) {
        const best = await withCards(await rows(salesSql(since, now, sql`${where} and g.brand_id = ${b.id}`, RANKING_LIMITS.brandGoods)));
        ranked.push({
          rank: i + 1,
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
