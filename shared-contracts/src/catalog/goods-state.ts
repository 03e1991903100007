import { z } from 'zod';
import { isLowStock } from '../rules/goods-card';
import { GoodsOptionSchema } from './goods';
import { GiveawaySchema } from './giveaways';

/**
 * Goods detail's live sub-resources (spec "Goods and catalogue": `/api/v1/goods/{goodsId}` with stock,
 * promotions and aggregate; ADR 0011: catalog). The detail itself may be cached or a page left open;
 * these answer what is true now, each computed from its rows:
 *
 * - **stock**: each option's stock, sold out at 0, 품절임박 under LIMITS.lowStockThreshold (isLowStock,
 *   the goods card's rule), and whether the seller sends a restock notice for the sold-out goods.
 * - **aggregate**: average score and count of the review rows, photo reviews, and the wish rows.
 * - **promotions**: the benefits that apply now: the downloadable coupons (the coupon modal's rule), the
 *   running giveaways and the time deal (exhibit's, the ongoing one else the next).
 */
export const GOODS_STATE_API = {
  stock: (goodsId: number | string) => `/api/v1/goods/${goodsId}/stock`,
  aggregate: (goodsId: number | string) => `/api/v1/goods/${goodsId}/aggregate`,
  promotions: (goodsId: number | string) => `/api/v1/goods/${goodsId}/promotions`,
} as const;

export const GOODS_STATE_MESSAGES = {
  /** The option the shopper had chosen sold out meanwhile (the live stock said so). */
  optionSoldOut: '선택하신 옵션이 품절되었습니다. 다른 옵션을 선택해 주세요.',
  restockNotice: '품절된 상품입니다. 재입고되면 알려 드립니다.',
  lowStock: '품절임박',
} as const;

export const GoodsOptionStockSchema = GoodsOptionSchema.extend({
  /** 품절임박: in stock but under the low-stock threshold. */
  is_low_stock: z.boolean(),
});

export const GoodsStockSchema = z.object({
  goods_id: z.number().int(),
  /** The options' stock added up. */
  stock: z.number().int(),
  is_soldout: z.boolean(),
  is_low_stock: z.boolean(),
  /** Sold out and the seller sends a restock notice (else a plain 품절). */
  is_restock_notice: z.boolean(),
  options: z.array(GoodsOptionStockSchema),
});

export const GoodsAggregateSchema = z.object({
  goods_id: z.number().int(),
  review_count: z.number().int(),
  /** Average score to one decimal (0 without reviews). */
  review_score_avg: z.number(),
  photo_review_count: z.number().int(),
  wish_count: z.number().int(),
});

export const GoodsPromotionsSchema = z.object({
  goods_id: z.number().int(),
  coupons: z.object({
    /** Downloadable coupons offered on this goods now. */
    count: z.number().int(),
    /** Of those, the ones the viewer does not hold yet (all of them for a visitor). */
    downloadable_count: z.number().int(),
    /** The largest single discount on one of this goods, and its price after it. */
    max_discount_amount: z.number().int(),
    best_price: z.number().int(),
  }),
  /** Running giveaways this goods earns, in their display order. */
  giveaways: z.array(GiveawaySchema),
  /** Exhibit's time deal on this goods (GoodsTimeAttack's shape): the ongoing one, else the next; null without. */
  time_deal: z
    .object({
      id: z.number().int(),
      title: z.string(),
      sale_price: z.number().int(),
      start_at: z.string(),
      end_at: z.string(),
      state: z.enum(['upcoming', 'ongoing', 'ended']),
    })
    .nullable(),
});

export type GoodsOptionStock = z.infer<typeof GoodsOptionStockSchema>;
export type GoodsStock = z.infer<typeof GoodsStockSchema>;
export type GoodsAggregate = z.infer<typeof GoodsAggregateSchema>;
export type GoodsPromotions = z.infer<typeof GoodsPromotionsSchema>;

/** The stock answer from the goods' option rows (in their order) and its seller's restock-notice flag. */
export function goodsStockOf(
  goodsId: number,
  options: readonly { id: number; name: string; extra_amount: number; stock: number }[],
  restockNotice: boolean,
): GoodsStock {
  const stock = options.reduce((sum, o) => sum + Math.max(0, o.stock), 0);
  const isSoldout = stock <= 0;
  return {
    goods_id: goodsId,
    stock,
    is_soldout: isSoldout,
    is_low_stock: isLowStock({ stock, is_soldout: isSoldout }),
    is_restock_notice: isSoldout && restockNotice,
    options: options.map((o) => {
      const soldout = o.stock <= 0;
      return {
        id: o.id,
        name: o.name,
        extra_amount: o.extra_amount,
        stock: o.stock,
        is_soldout: soldout,
        is_low_stock: isLowStock({ stock: o.stock, is_soldout: soldout }),
      };
    }),
  };
}
