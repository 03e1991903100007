import { totalQuantity } from '../mapping';
import type { TrackerFactory } from '../types';

interface KakaoPixelTracker {
  pageView(): void;
  viewContent(params: { id: string; tag?: string }): void;
  addToCart(params: { id: string; tag?: string }): void;
  search(params: { keyword: string }): void;
  viewCart(): void;
  purchase(params: {
    total_quantity: string;
    total_price: string;
    currency: string;
    products: { id: string; name: string; quantity: string; price: string }[];
  }): void;
  completeRegistration(): void;
}

/** The messenger platform's pixel: `kakaoPixel(trackId).<event>()` once kp.js has loaded. */
export const createMessengerPixel: TrackerFactory = (trackId, win) => {
  const pixel = () => (win.kakaoPixel as (id: string) => KakaoPixelTracker)(trackId);
  return {
    name: 'messengerPixel',
    scriptUrl: 'https://t1.daumcdn.net/kas/static/kp.js',
    isReady: () => typeof win.kakaoPixel === 'function',
    handlers: {
      'track.pageView': () => pixel().pageView(),
      'track.goodsView': ({ goods }) => pixel().viewContent({ id: String(goods.goodsId), tag: goods.goodsName }),
      'track.addToCart': ({ items }) => items.forEach((item) => pixel().addToCart({ id: String(item.goodsId), tag: item.goodsName })),
      'track.search': ({ searchWord }) => pixel().search({ keyword: searchWord }),
      'track.cartView': () => pixel().viewCart(),
      'track.purchase': ({ orderedItems, paymentPrice, currency }) =>
        pixel().purchase({
          total_quantity: String(totalQuantity(orderedItems)),
          total_price: String(paymentPrice),
          currency,
          products: orderedItems.map((i) => ({ id: String(i.goodsId), name: i.goodsName, quantity: String(i.quantity), price: String(i.paidPrice) })),
        }),
      'track.registrationComplete': () => pixel().completeRegistration(),
    },
  };
};
