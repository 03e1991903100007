import { formatKstDateTime } from '@mall/shared-contracts';
import { COUPON_DEVICE_LABELS } from '@mall/shared-contracts/member';
import {
  COUPON_USABLE_PAGE_SIZE,
  couponDiscountLabel,
  couponPeriodLabel,
  couponRangeLabel,
  GOODS_COUPON_MESSAGES,
  type CouponConditions,
  type CouponGoods,
  type GoodsCoupon,
  type GoodsCoupons,
} from '@mall/shared-contracts/catalog';
import { couponDiscountFor, couponRangeCovers, type CouponDevice, type RuleLine } from '@mall/shared-contracts/order';
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { brands, categories, coupons, goods, memberCoupons, sellers } from '../../../../db/schema';
import { unprocessable } from '../../../../lib/errors';
import { expiryOf } from '../../member/benefits/benefits-repository';
import { toGoodsCard } from '../goods/goods-mappers';
import { goodsStockSql } from '../goods/goods-repository';
import { ruleCouponOf } from '../../order/orders/order-coupons';
import { brandLogoUrl } from '../../member/wishes/wishes-repository';

declare module 'fastify' {
  interface FastifyInstance {
    goodsCouponsRepository: GoodsCouponsRepository;
  }
}

type CouponRow = typeof coupons.$inferSelect;

function common(c: CouponRow) {
  const validUntil = c.validUntil ? formatKstDateTime(c.validUntil) : null;
  return {
    id: c.id,
    title: c.title,
    type_label: c.typeLabel,
    discount_type: c.discountType,
    discount_value: c.discountValue,
    discount_label: couponDiscountLabel(ruleCouponOf(c)),
    apply_range_type: c.applyRangeType,
    apply_range_label: couponRangeLabel(c.applyRangeType),
    maximum_discount_amount: c.maximumDiscountAmount,
    min_sell_price: c.minSellPrice,
    usable_device_labels: c.usableDevices.map((d) => COUPON_DEVICE_LABELS[d]),
    valid_from: formatKstDateTime(c.validFrom),
    valid_until: validUntil,
    valid_days_after_issue: c.validDaysAfterIssue,
    period_label: couponPeriodLabel({ valid_until: validUntil, valid_days_after_issue: c.validDaysAfterIssue }),
  };
}

/** Offered for download at `now`: downloadable and within its period. */
const offeredAt = (now: Date) =>
  and(eq(coupons.isDownloadable, true), lte(coupons.validFrom, now), or(isNull(coupons.validUntil), gt(coupons.validUntil, now)));

/**
 * The goods a coupon's range covers, as SQL over goods (joined with categories): the same rule as
 * couponRangeCovers. A category covers its descendants, whose codes start with its code.
 */
async function coverageWhere(db: Database, c: CouponRow): Promise<SQL | undefined> {
  const ids = c.applyTargetIds;
  switch (c.applyRangeType) {
    case 'all':
      return undefined;
    case 'goods':
      return ids.length ? inArray(goods.id, ids) : sql`false`;
    case 'brand':
      return ids.length ? inArray(goods.brandId, ids) : sql`false`;
    case 'seller':
      return ids.length ? inArray(goods.sellerId, ids) : sql`false`;
    case 'category': {
      const codes = ids.length ? await db.select({ code: categories.code }).from(categories).where(inArray(categories.id, ids)) : [];
      return codes.length ? or(...codes.map((r) => sql`${categories.code} like ${`${r.code}%`}`)) : sql`false`;
    }
  }
}

/**
 * Downloadable coupons on goods detail and the coupon conditions page (ADR 0011: catalog). Whether a
 * coupon covers a goods and what it takes off are the checkout's rule (couponRangeCovers,
 * couponDiscountFor); a download is a member_coupons row like a code registration (expiryOf).
 */
export function createGoodsCouponsRepository(db: Database) {
  /** The goods as one order line of one unit at its discounted price, or null when unknown. */
  async function lineOf(goodsId: number): Promise<RuleLine | null> {
    const [row] = await db
      .select({ id: goods.id, sellerId: goods.sellerId, brandId: goods.brandId, price: goods.baseDiscountedPrice, code: categories.code })
      .from(goods)
      .innerJoin(categories, eq(categories.id, goods.categoryId))
      .where(eq(goods.id, goodsId));
    if (!row) return null;
    // The goods' category and its parents: codes are 3 digits a level.
    const prefixes = [3, 6, 9].filter((n) => n <= row.code.length).map((n) => row.code.slice(0, n));
    const parents = await db.select({ id: categories.id }).from(categories).where(inArray(categories.code, prefixes));
    return { id: row.id, goods_id: row.id, seller_id: row.sellerId, brand_id: row.brandId, category_ids: parents.map((p) => p.id), amount: row.price };
  }

  /**
   * The coupons offered on the goods, each with what it takes off one of it where the shopper is
   * (`device`): a coupon for other devices takes nothing here and says why, as the order's modal does.
   */
  async function goodsCoupons(goodsId: number, memberId: number | null, now: Date, device: CouponDevice): Promise<GoodsCoupons | null> {
    const line = await lineOf(goodsId);
    if (!line) return null;
    const offered = (await db.select().from(coupons).where(offeredAt(now)).orderBy(asc(coupons.validFrom), asc(coupons.id))).filter((c) =>
      couponRangeCovers(ruleCouponOf(c), line),
    );
    const held = new Set(
      memberId !== null && offered.length
        ? (
            await db
              .select({ couponId: memberCoupons.couponId })
              .from(memberCoupons)
              .where(
                and(
                  eq(memberCoupons.memberId, memberId),
                  inArray(
                    memberCoupons.couponId,
                    offered.map((c) => c.id),
                  ),
                ),
              )
          ).map((r) => r.couponId)
        : [],
    );
    const list: GoodsCoupon[] = offered
      .map((c) => {
        const d = couponDiscountFor(ruleCouponOf(c), line, device);
        return { ...common(c), discount_amount: d.ok ? d.amount : 0, reason: d.ok ? null : d.reason, is_downloaded: held.has(c.id) };
      })
      // The biggest discount on this goods first.
      .sort((a, b) => b.discount_amount - a.discount_amount || a.id - b.id);
    const max = list.reduce((m, c) => Math.max(m, c.discount_amount), 0);
    return {
      goods_id: goodsId,
      price: line.amount,
      coupons: list,
      max_discount_amount: max,
      best_price: line.amount - max,
      downloadable_count: list.filter((c) => !c.is_downloaded).length,
    };
  }

  return {
    goodsCoupons,

    /**
     * Issues the asked coupons to the member, once each: every one must be offered on this goods now
     * (else nothing is issued). Coupons already held are skipped; asking only for held ones is refused.
     */
    async download(goodsId: number, memberId: number, couponIds: readonly number[], device: CouponDevice, now = new Date()): Promise<GoodsCoupons | null> {
      const before = await goodsCoupons(goodsId, memberId, now, device);
      if (!before) return null;
      const wanted = [...new Set(couponIds)];
      const offered = new Map(before.coupons.map((c) => [c.id, c]));
      if (wanted.some((id) => !offered.has(id))) throw unprocessable(GOODS_COUPON_MESSAGES.notDownloadable, 'COUPON_NOT_DOWNLOADABLE');
      const fresh = wanted.filter((id) => !offered.get(id)!.is_downloaded);
      if (fresh.length === 0) throw unprocessable(GOODS_COUPON_MESSAGES.alreadyDownloaded, 'COUPON_ALREADY_DOWNLOADED');
      const rows = await db.select().from(coupons).where(inArray(coupons.id, fresh));
      const issued = await db
        .insert(memberCoupons)
        .values(rows.map((c) => ({ memberId, couponId: c.id, registeredAt: now, useStartAt: now, expireAt: expiryOf(c, now) })))
        // A second tab downloading at the same time: the unique (member, coupon) keeps one.
        .onConflictDoNothing({ target: [memberCoupons.memberId, memberCoupons.couponId] })
        .returning({ couponId: memberCoupons.couponId });
      if (issued.length === 0) throw unprocessable(GOODS_COUPON_MESSAGES.alreadyDownloaded, 'COUPON_ALREADY_DOWNLOADED');
      const after = (await goodsCoupons(goodsId, memberId, now, device))!;
      return { ...after, downloaded_ids: issued.map((r) => r.couponId).sort((a, b) => a - b) };
    },

    async conditions(couponId: number, now = new Date()): Promise<CouponConditions | null> {
      const [c] = await db.select().from(coupons).where(eq(coupons.id, couponId));
      if (!c) return null;
      const covered = await coverageWhere(db, c);
      const ids = c.applyTargetIds;
      const limit = COUPON_USABLE_PAGE_SIZE;
      let targets: CouponConditions['targets'] = [];
      if (c.applyRangeType === 'brand' && ids.length) {
        const rows = await db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, ids)).orderBy(asc(brands.id));
        targets = rows.map((r) => ({ id: r.id, name: r.name, link_url: `/goods/brand/${r.id.toString()}` }));
      } else if (c.applyRangeType === 'seller' && ids.length) {
        const rows = await db.select({ id: sellers.id, name: sellers.name }).from(sellers).where(inArray(sellers.id, ids)).orderBy(asc(sellers.id));
        targets = rows.map((r) => ({ id: r.id, name: r.name, link_url: `/goods/seller/${r.id.toString()}` }));
      } else if (c.applyRangeType === 'category' && ids.length) {
        const rows = await db
          .select({ id: categories.id, name: categories.fullPath })
          .from(categories)
          .where(inArray(categories.id, ids))
          .orderBy(asc(categories.code));
        targets = rows.map((r) => ({ id: r.id, name: r.name.replaceAll('>', ' > '), link_url: `/goods/category/${r.id.toString()}` }));
      } else if (c.applyRangeType === 'goods' && ids.length) {
        const rows = await db.select({ id: goods.id, name: goods.name }).from(goods).where(inArray(goods.id, ids)).orderBy(asc(goods.id));
        targets = rows.map((r) => ({ id: r.id, name: r.name, link_url: `/goods/detail/${r.id.toString()}` }));
      }
      const goodsCount = sql<number>`count(*)::int`;
      const brandRows = await db
        .select({ id: brands.id, name: brands.name, n: goodsCount })
        .from(goods)
        .innerJoin(brands, eq(brands.id, goods.brandId))
        .innerJoin(categories, eq(categories.id, goods.categoryId))
        .where(covered)
        .groupBy(brands.id, brands.name)
        .orderBy(desc(goodsCount), asc(brands.id));
      const state = c.validFrom > now ? 'upcoming' : c.validUntil && c.validUntil <= now ? 'ended' : 'ongoing';
      return {
        ...common(c),
        is_downloadable: c.isDownloadable,
        state,
        targets: targets.slice(0, limit),
        target_count: targets.length,
        brands: brandRows.slice(0, limit).map((b) => ({ id: b.id, name: b.name, logo_url: brandLogoUrl(b.id), goods_count: b.n })),
        brand_count: brandRows.length,
        goods_count: brandRows.reduce((sum, b) => sum + b.n, 0),
      };
    },

    /** The goods the coupon applies to, most wished first, COUPON_USABLE_PAGE_SIZE a page; null for an unknown coupon. */
    async goods(couponId: number, page: number): Promise<CouponGoods | null> {
      const [c] = await db.select().from(coupons).where(eq(coupons.id, couponId));
      if (!c) return null;
      const covered = await coverageWhere(db, c);
      const perPage = COUPON_USABLE_PAGE_SIZE;
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(goods)
        .innerJoin(categories, eq(categories.id, goods.categoryId))
        .where(covered);
      const rows = await db
        .select({ ...getTableColumns(goods), brandName: brands.name, stock: goodsStockSql })
        .from(goods)
        .innerJoin(brands, eq(brands.id, goods.brandId))
        .innerJoin(categories, eq(categories.id, goods.categoryId))
        .where(covered)
        .orderBy(desc(goods.wishCount), asc(goods.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return {
        current_page: page,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        data: rows.map(toGoodsCard),
      };
    },
  };
}
export type GoodsCouponsRepository = ReturnType<typeof createGoodsCouponsRepository>;

export const goodsCouponsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('goodsCouponsRepository', createGoodsCouponsRepository(app.db));
  },
  { name: 'goods-coupons-repository', dependencies: ['db'] },
);

export default goodsCouponsRepositoryPlugin;
