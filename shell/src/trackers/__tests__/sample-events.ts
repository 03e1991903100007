import type { EventMap, TrackEventName } from '@mall/shared-contracts';

/** One realistic payload per tracking fact, as the remotes emit them. */
export const SAMPLE: { [K in TrackEventName]: EventMap[K] } = {
  'track.pageView': { path: '/goods/detail/7' },
  'track.goodsView': {
    goods: {
      goodsId: 7,
      goodsName: '린넨 셔츠',
      listPrice: 59000,
      sellPrice: 49000,
      discountedPrice: 44100,
      isSoldout: false,
      imageUrls: ['/media/goods/7-1.jpg'],
      categoryFullPath: '의류>상의>셔츠',
      brandName: '모노하우스',
    },
  },
  'track.addToCart': {
    items: [
      { goodsId: 7, goodsName: '린넨 셔츠', price: 49000, discountedPrice: 44100, quantity: 2 },
      { goodsId: 9, goodsName: '면 바지', price: 39000, discountedPrice: 39000, quantity: 1 },
    ],
  },
  'track.search': { searchWord: '셔츠' },
  'track.cartView': { cartItems: [{ goodsId: 7, goodsName: '린넨 셔츠', price: 49000, discountedPrice: 44100, quantity: 2 }] },
  'track.purchase': {
    orderId: '20261121-0000042',
    paymentPrice: 91200,
    currency: 'KRW',
    orderedItems: [
      { goodsId: 7, goodsName: '린넨 셔츠', price: 49000, paidPrice: 44100, quantity: 2 },
      { goodsId: 9, goodsName: '면 바지', price: 39000, paidPrice: 3000, quantity: 1 },
    ],
  },
  'track.registrationComplete': { loginId: 'newbie01' },
};
