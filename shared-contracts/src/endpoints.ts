/** Every /api/v1 path in one place: the server registers them, the remotes call them. */
export const API = {
  settings: '/api/v1/informations/initial-settings',
  mainPage: '/api/v1/lego-pages/main',
  banners: '/api/v1/banners',
  popups: '/api/v1/popups',
  goods: (id: number | string) => `/api/v1/goods/${id}`,
  goodsOptions: (id: number | string) => `/api/v1/goods/${id}/options`,
  carts: '/api/v1/carts',
  cart: (cartId: number | string) => `/api/v1/carts/${cartId}`,
  cartCount: '/api/v1/carts/count',
  login: '/api/v1/auth/login',
  logout: '/api/v1/auth/logout',
  refresh: '/api/v1/auth/refresh',
  refreshToken: '/api/v1/auth/refresh-token',
  me: '/api/v1/auth/me',
  myBenefits: '/api/v1/my/benefits',
  myOrderCounts: '/api/v1/my/order-counts',
  notices: '/api/v1/notices',
  notice: (id: number | string) => `/api/v1/notices/${id}`,
} as const;

/** Request headers every call carries (spec section 7). */
export const HEADERS = {
  uidToken: 'uid-token',
  deviceType: 'user-device-type',
  affiliateCode: 'affiliate-code',
} as const;
