import { z } from 'zod/mini';

/*
 * Written with zod/mini: the shell validates every bus event in production too (an invalid one is
 * dropped and reported, docs/adr/0017), so these schemas ship on the first page beside the runtime
 * config's — a few hundred bytes, not all of zod.
 */

const TrackerGoodsSchema = z.object({
  goodsId: z.int(),
  goodsName: z.string(),
  listPrice: z.int(),
  sellPrice: z.int(),
  discountedPrice: z.int(),
  isSoldout: z.boolean(),
  imageUrls: z.array(z.string()),
  categoryFullPath: z.string(),
  brandName: z.string(),
});

const TrackerCartItemSchema = z.object({
  goodsId: z.int(),
  goodsName: z.string(),
  price: z.int(),
  discountedPrice: z.int(),
  quantity: z.int(),
});

/** Broadcast facts between the shell and remotes. Commands are platform calls, not events. */
export const EventSchemas = {
  'session.changed': z.object({ state: z.enum(['visitor', 'member', 'guest']), loginId: z.nullable(z.string()) }),
  'cart.countChanged': z.object({ count: z.int().check(z.gte(0)) }),
  'wish.changed': z.object({ goodsId: z.int(), liked: z.boolean() }),
  /** Tracking (spec section 7): facts the trackers map to vendor calls; the shell emits page views. */
  'track.pageView': z.object({ path: z.string() }),
  'track.goodsView': z.object({ goods: TrackerGoodsSchema }),
  'track.addToCart': z.object({ items: z.array(TrackerCartItemSchema).check(z.minLength(1)) }),
  'track.search': z.object({ searchWord: z.string() }),
  'track.cartView': z.object({ cartItems: z.array(TrackerCartItemSchema) }),
  /** Order complete. price and paidPrice are per unit; paymentPrice is what the order charged in all. */
  'track.purchase': z.object({
    orderId: z.string(),
    paymentPrice: z.int(),
    currency: z.literal('KRW'),
    orderedItems: z.array(z.object({ goodsId: z.int(), goodsName: z.string(), price: z.int(), paidPrice: z.int(), quantity: z.int() })),
  }),
  'track.registrationComplete': z.object({ loginId: z.string() }),
} as const;
