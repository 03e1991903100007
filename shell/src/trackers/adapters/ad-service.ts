import { TRACKING_CURRENCY } from '@mall/shared-contracts';
import { cartValue } from '../mapping';
import type { TrackerFactory } from '../types';

/** Its own data layer, so the tag manager's dataLayer never carries the ad tag's commands. */
export const AD_SERVICE_DATA_LAYER = 'adServiceDataLayer';

const retailItem = (goodsId: number) => ({ id: String(goodsId), google_business_vertical: 'retail' });

/**
 * The ad service's global site tag (gtag.js): `gtag('event', name, { send_to, ... })` for
 * remarketing and conversions. gtag reads the `arguments` objects its snippet pushes, not arrays.
 */
export const createAdService: TrackerFactory = (tagId, win) => {
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- gtag.js only understands Arguments objects
    (win[AD_SERVICE_DATA_LAYER] as unknown[]).push(arguments);
  }
  const event = (name: string, params: Record<string, unknown> = {}) => gtag('event', name, { send_to: tagId, ...params });
  return {
    name: 'adService',
    scriptUrl: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}&l=${AD_SERVICE_DATA_LAYER}`,
    prepare() {
      win[AD_SERVICE_DATA_LAYER] ??= [];
      gtag('js', new Date());
      // Page views are sent per path change below, not by the tag on load.
      gtag('config', tagId, { send_page_view: false });
    },
    isReady: () => Boolean((win.google_tag_manager as Record<string, unknown> | undefined)?.[tagId]),
    handlers: {
      'track.pageView': ({ path }) => event('page_view', { page_path: path }),
      'track.goodsView': ({ goods }) => event('view_item', { value: goods.discountedPrice, currency: TRACKING_CURRENCY, items: [retailItem(goods.goodsId)] }),
      'track.addToCart': ({ items }) =>
        items.forEach((i) => event('add_to_cart', { value: cartValue([i]), currency: TRACKING_CURRENCY, items: [retailItem(i.goodsId)] })),
      'track.search': ({ searchWord }) => event('search', { search_term: searchWord }),
      'track.cartView': ({ cartItems }) =>
        event('view_cart', { value: cartValue(cartItems), currency: TRACKING_CURRENCY, items: cartItems.map((i) => retailItem(i.goodsId)) }),
      'track.purchase': ({ orderId, paymentPrice, currency, orderedItems }) =>
        event('purchase', { transaction_id: orderId, value: paymentPrice, currency, items: orderedItems.map((i) => retailItem(i.goodsId)) }),
      'track.registrationComplete': () => event('sign_up'),
    },
  };
};
