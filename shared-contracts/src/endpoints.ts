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
  guestLogin: '/api/v1/auth/guest-login',
  guestLogout: '/api/v1/auth/guest-logout',
  guestOrder: (orderId: string) => `/api/v1/guest/orders/${orderId}`,
  myBenefits: '/api/v1/my/benefits',
  myOrderCounts: '/api/v1/my/order-counts',
  notices: '/api/v1/notices',
  notice: (id: number | string) => `/api/v1/notices/${id}`,
  appPushToken: '/api/v1/app/push-token',
  appDevice: (uuid: string) => `/api/v1/app/devices/${encodeURIComponent(uuid)}`,
  appPushAgreement: '/api/v1/app/push-agreement',
  appVersionInfo: '/api/v1/app/version-info',
  appAccessToken: '/api/v1/auth/app-access-token',
  loginWithAppAccessToken: '/api/v1/auth/login-with-app-access-token',
  categories: '/api/v1/categories',
} as const;

/** Request headers every call carries (spec section 7). */
export const HEADERS = {
  uidToken: 'uid-token',
  deviceType: 'user-device-type',
  affiliateCode: 'affiliate-code',
  /** The guest session's token (guest-login): authorises reading that one guest order. */
  guestToken: 'guest-token',
} as const;
