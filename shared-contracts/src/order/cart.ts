import { z } from 'zod';
import { DbIdParamSchema, DbIdSchema, dbIdList, INPUT_LIMITS } from '../platform-api/common';
import { ShippingPolicySchema } from '../catalog/goods';

/**
 * A cart line's or an order line's time deal, as mall-api priced it (rules: @mall/shared-contracts/order
 * time-deal.ts). `ended`: the line was priced at the deal and now pays the ordinary price again.
 */
export const LineTimeDealSchema = z.object({
  title: z.string(),
  sale_price: z.number().int(),
  end_at: z.string(),
  ended: z.boolean(),
});
export type LineTimeDeal = z.infer<typeof LineTimeDealSchema>;

export const CartItemSchema = z.object({
  cart_id: z.number().int(),
  brand_id: z.number().int(),
  brand_name: z.string(),
  ea: z.number().int(),
  option_id: z.number().int(),
  option_stock: z.number().int(),
  option_name: z.string(),
  option_extra_amount: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  goods_headline: z.string().nullable(),
  goods_thumbnail_url: z.string(),
  goods_price: z.number().int(),
  goods_sell_price: z.number().int(),
  goods_base_discounted_price: z.number().int(),
  goods_stock: z.number().int(),
  goods_type: z.string(),
  is_soldout: z.boolean(),
  seller_id: z.number().int(),
  seller_name: z.string(),
  /** The goods' running time deal (its price is charged), or the one that ended since the line was last touched. */
  time_deal: LineTimeDealSchema.nullable(),
});

export const CartPackSchema = ShippingPolicySchema.extend({
  seller_id: z.number().int(),
  seller_name: z.string(),
  items: z.array(CartItemSchema),
  goods_price: z.number().int(),
});

export const CartSummarySchema = z.object({
  total_goods_price: z.number().int(),
  total_discount_price: z.number().int(),
  total_shipping_price: z.number().int(),
  total_payment_price: z.number().int(),
});

export const CartListSchema = z.object({ packs: z.array(CartPackSchema), summary: CartSummarySchema, count: z.number().int() });

export const CartAddBodySchema = z.object({
  items: z
    .array(z.object({ goods_id: DbIdSchema, option_id: DbIdSchema, ea: z.number().int().min(1).max(99) }))
    .min(1)
    .max(INPUT_LIMITS.cartItems),
});
export const CartUpdateBodySchema = z.object({ ea: z.number().int().min(1).max(99) });
/** An empty list is a 422 with 삭제할 상품이 없습니다 (the route says so), not a schema error. */
export const CartRemoveBodySchema = z.object({ cart_ids: dbIdList(0) });
export const CartCountSchema = z.object({ count: z.number().int() });
/** POST carts: the new line count plus the cart ids the added items landed on. */
export const CartAddResponseSchema = CartCountSchema.extend({ cart_ids: z.array(z.number().int()) });
export const CartIdParamSchema = z.object({ cartId: DbIdParamSchema });
