import { z } from 'zod/mini';

/*
 * Written with zod/mini: the shell checks every event against these before delivery, in production too
 * (docs/adr/0023), and they ship on the first page beside the runtime config's zod/mini schema.
 */
const int = () => z.int();
const count = () => z.int().check(z.minimum(0));

const TrackerGoodsSchema = z.object({
  goodsId: int(),
  goodsName: z.string(),
  listPrice: int(),
  sellPrice: int(),
  discountedPrice: int(),
  isSoldout: z.boolean(),
  imageUrls: z.array(z.string()),
  categoryFullPath: z.string(),
  brandName: z.string(),
});

const TrackerCartItemSchema = z.object({
  goodsId: int(),
  goodsName: z.string(),
  price: int(),
  discountedPrice: int(),
  quantity: int(),
});

/** Broadcast facts between the shell and remotes. Commands are platform calls, not events. */
export const EventSchemas = {
  'session.changed': z.object({ state: z.enum(['visitor', 'member', 'guest']), loginId: z.nullable(z.string()) }),
  'cart.countChanged': z.object({ count: count() }),
  /** wishCount: the goods' wish count from the rows after the change, when the call answered it (hearts show it). */
  'wish.changed': z.object({ goodsId: int(), liked: z.boolean(), wishCount: z.optional(count()) }),
  /** Tracking (spec section 7): facts the trackers map to vendor calls; the shell emits page views. */
  'track.pageView': z.object({ path: z.string() }),
  'track.goodsView': z.object({ goods: TrackerGoodsSchema }),
  'track.addToCart': z.object({ items: z.array(TrackerCartItemSchema).check(z.minLength(1)) }),
  'track.search': z.object({ searchWord: z.string() }),
  'track.cartView': z.object({ cartItems: z.array(TrackerCartItemSchema) }),
  /** Order complete. price and paidPrice are per unit; paymentPrice is what the order charged in all. */
  'track.purchase': z.object({
    orderId: z.string(),
    paymentPrice: int(),
    currency: z.literal('KRW'),
    orderedItems: z.array(z.object({ goodsId: int(), goodsName: z.string(), price: int(), paidPrice: int(), quantity: int() })),
  }),
  'track.registrationComplete': z.object({ loginId: z.string() }),
} as const;
