import { isDesktop } from '../mapping';
import type { TrackerFactory } from '../types';

type CriteoEvent = Record<string, unknown> & { event: string };

/**
 * The ad-retargeting tag (OneTag, ld.js): every event goes on the `criteo_q` queue after the
 * account and the site type (m or d). It tags the home, item, list, basket and sale pages only.
 */
export const createAdRetargeting: TrackerFactory = (account, win) => {
  const push = (event: CriteoEvent) =>
    (win.criteo_q as CriteoEvent[]).push({ event: 'setAccount', account }, { event: 'setSiteType', type: isDesktop(win) ? 'd' : 'm' }, event);
  const line = (l: { goodsId: number; price: number; quantity: number }) => ({ id: String(l.goodsId), price: l.price, quantity: l.quantity });
  return {
    name: 'adRetargeting',
    scriptUrl: 'https://static.criteo.net/js/ld/ld.js',
    prepare() {
      win.criteo_q ??= [];
    },
    isReady: () => typeof win.Criteo === 'object' && win.Criteo !== null,
    handlers: {
      'track.pageView': ({ path }) => {
        if (path === '/') push({ event: 'viewHome' });
      },
      'track.goodsView': ({ goods }) => push({ event: 'viewItem', item: String(goods.goodsId) }),
      'track.addToCart': ({ items }) =>
        items.forEach((i) => push({ event: 'addToCart', item: [line({ goodsId: i.goodsId, price: i.discountedPrice, quantity: i.quantity })] })),
      'track.search': ({ searchWord }) => push({ event: 'viewList', item: [], keywords: searchWord }),
      'track.cartView': ({ cartItems }) =>
        push({ event: 'viewBasket', item: cartItems.map((i) => line({ goodsId: i.goodsId, price: i.discountedPrice, quantity: i.quantity })) }),
      'track.purchase': ({ orderId, currency, orderedItems }) =>
        push({
          event: 'trackTransaction',
          id: orderId,
          currency,
          item: orderedItems.map((i) => line({ goodsId: i.goodsId, price: i.paidPrice, quantity: i.quantity })),
        }),
      'track.registrationComplete': null,
    },
  };
};
