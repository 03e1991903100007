import { cartValue, totalQuantity } from '../mapping';
import type { TrackerFactory } from '../types';

interface LogClient {
  init(apiKey: string, options?: Record<string, unknown>): void;
  track(eventType: string, properties?: Record<string, unknown>): void;
  setUserId(userId: string): void;
}

/**
 * The log analytics service (browser SDK, global `amplitude`): one logged event per fact, with no
 * automatic capture so every event is ours. Registration passes the login id as the user id.
 */
export const createLogAnalytics: TrackerFactory = (apiKey, win) => {
  const client = () => win.amplitude as LogClient;
  return {
    name: 'logAnalytics',
    scriptUrl: 'https://cdn.amplitude.com/libs/analytics-browser-2.11.1-min.js.gz',
    isReady: () => typeof (win.amplitude as LogClient | undefined)?.track === 'function',
    start: () => client().init(apiKey, { autocapture: false }),
    handlers: {
      'track.pageView': ({ path }) => client().track('page_view', { path }),
      'track.goodsView': ({ goods }) => client().track('goods_view', { ...goods }),
      'track.addToCart': ({ items }) => items.forEach((item) => client().track('add_to_cart', { ...item })),
      'track.search': ({ searchWord }) => client().track('search', { search_word: searchWord }),
      'track.cartView': ({ cartItems }) => client().track('cart_view', { cart_items: cartItems, value: cartValue(cartItems) }),
      'track.purchase': ({ orderId, paymentPrice, currency, orderedItems }) =>
        client().track('purchase', {
          order_id: orderId,
          quantity: totalQuantity(orderedItems),
          total_price: paymentPrice,
          currency,
          products: orderedItems,
        }),
      'track.registrationComplete': ({ loginId }) => {
        client().setUserId(loginId);
        client().track('registration_complete', { login_id: loginId });
      },
    },
  };
};
