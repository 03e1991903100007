import { z } from 'zod';

const TrackerGoodsSchema = z.object({
  goodsId: z.number().int(),
  goodsName: z.string(),
  listPrice: z.number().int(),
  sellPrice: z.number().int(),
  discountedPrice: z.number().int(),
  isSoldout: z.boolean(),
  imageUrls: z.array(z.string()),
  categoryFullPath: z.string(),
  brandName: z.string(),
});

const TrackerCartItemSchema = z.object({
  goodsId: z.number().int(),
  goodsName: z.string(),
  price: z.number().int(),
  discountedPrice: z.number().int(),
  quantity: z.number().int(),
});

/** Broadcast facts between the shell and remotes. Commands are platform calls, not events. */
export const EventSchemas = {
  'session.changed': z.object({ state: z.enum(['visitor', 'member', 'guest']), loginId: z.string().nullable() }),
  'cart.countChanged': z.object({ count: z.number().int().min(0) }),
  /** wishCount: the goods' wish count from the rows after the change, when the call answered it (hearts show it). */
  'wish.changed': z.object({ goodsId: z.number().int(), liked: z.boolean(), wishCount: z.number().int().min(0).optional() }),
  /** Tracking (spec section 7): facts the trackers map to vendor calls; the shell emits page views. */
  'track.pageView': z.object({ path: z.string() }),
  'track.goodsView': z.object({ goods: TrackerGoodsSchema }),
  'track.addToCart': z.object({ items: z.array(TrackerCartItemSchema).min(1) }),
  'track.search': z.object({ searchWord: z.string() }),
  'track.cartView': z.object({ cartItems: z.array(TrackerCartItemSchema) }),
  /** Order complete. price and paidPrice are per unit; paymentPrice is what the order charged in all. */
  'track.purchase': z.object({
    orderId: z.string(),
    paymentPrice: z.number().int(),
    currency: z.literal('KRW'),
    orderedItems: z.array(
      z.object({ goodsId: z.number().int(), goodsName: z.string(), price: z.number().int(), paidPrice: z.number().int(), quantity: z.number().int() }),
    ),
  }),
  'track.registrationComplete': z.object({ loginId: z.string() }),
} as const;
