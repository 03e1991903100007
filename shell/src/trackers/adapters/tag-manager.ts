import type { EventMap } from '@mall/shared-contracts';
import { TRACKING_CURRENCY } from '@mall/shared-contracts';
import { cartValue, type CartLine } from '../mapping';
import type { TrackerFactory } from '../types';

type Goods = EventMap['track.goodsView']['goods'];

const goodsItem = (g: Goods) => ({
  item_id: String(g.goodsId),
  item_name: g.goodsName,
  item_brand: g.brandName,
  item_category: g.categoryFullPath,
  price: g.discountedPrice,
  quantity: 1,
});
const cartItem = (l: CartLine) => ({ item_id: String(l.goodsId), item_name: l.goodsName, price: l.discountedPrice, quantity: l.quantity });

/**
 * The tag manager (gtm.js): facts go on `dataLayer` as the analytics ecommerce events; the
 * previous ecommerce object is cleared before each one, as the tag manager's guide asks.
 */
export const createTagManager: TrackerFactory = (containerId, win) => {
  const layer = () => win.dataLayer as Record<string, unknown>[];
  const ecommerce = (event: string, data: Record<string, unknown>) => layer().push({ ecommerce: null }, { event, ecommerce: data });
  return {
    name: 'tagManager',
    scriptUrl: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`,
    prepare() {
      ((win.dataLayer ??= []) as Record<string, unknown>[]).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    },
    isReady: () => Boolean((win.google_tag_manager as Record<string, unknown> | undefined)?.[containerId]),
    handlers: {
      'track.pageView': ({ path }) => layer().push({ event: 'page_view', page_path: path }),
      'track.goodsView': ({ goods }) => ecommerce('view_item', { currency: TRACKING_CURRENCY, value: goods.discountedPrice, items: [goodsItem(goods)] }),
      'track.addToCart': ({ items }) =>
        items.forEach((i) => ecommerce('add_to_cart', { currency: TRACKING_CURRENCY, value: cartValue([i]), items: [cartItem(i)] })),
      'track.search': ({ searchWord }) => layer().push({ event: 'search', search_term: searchWord }),
      'track.cartView': ({ cartItems }) => ecommerce('view_cart', { currency: TRACKING_CURRENCY, value: cartValue(cartItems), items: cartItems.map(cartItem) }),
      'track.purchase': ({ orderId, paymentPrice, currency, orderedItems }) =>
        ecommerce('purchase', {
          transaction_id: orderId,
          value: paymentPrice,
          currency,
          items: orderedItems.map((i) => ({ item_id: String(i.goodsId), item_name: i.goodsName, price: i.paidPrice, quantity: i.quantity })),
        }),
      'track.registrationComplete': () => layer().push({ event: 'sign_up' }),
    },
  };
};
