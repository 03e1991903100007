/** Business constants and limits, spec section 9. */
export const LIMITS = {
  recentViewedGoodsLocal: 50,
  recentViewedGoodsFetchLimit: 50,
  recentViewedGoodsWeeks: 2,
  recentPlanningEvents: 30,
  recentPlanningWeeks: 2,
  recentSearchesShown: 10,
  loginFailuresBeforeCaptcha: 5,
  tokenRefreshThresholdMs: 10 * 60 * 1000,
  settingsCacheMs: 5 * 60 * 1000,
  wishBrandsPageSize: 28,
  wishGoodsPageSize: 50,
  memberCouponsPageSize: 20,
  couponUsableGoodsBrands: 5,
  defaultGoodsPriceKrwUnit: 10,
  defaultPointUsableMonths: 12,
  passwordMinLength: 8,
  passwordMaxLength: 16,
  phoneMinLength: 10,
  phoneDigits: 11,
  lowStockThreshold: 6,
  wishCountDisplayMax: 999,
  badgesWhenLowStock: 1,
  badgesAlternativeCard: 2,
  lazyScriptChecks: 10,
  lazyScriptIntervalMs: 100,
  mypageInquiryDefaultPage: 1,
  stepperMin: 1,
  stepperMax: 99,
  carouselAnimationMs: 200,
  carouselSwipeSensitivityMs: 230,
  carouselDragRatio: 1.5,
  bottomSheetFastTapMs: 200,
  scrollRestoreIntervalMs: 30,
  scrollRestoreMaxAttempts: 11,
  modalZIndexStep: 10000,
  alertZIndex: 1000,
  storageDefaultExpiryDays: 365,
} as const;

export const TOKEN_EXPIRY_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const TRACKING_CURRENCY = 'KRW';
export const MARKETING_COLLECTION = true;
/** The seven marketing trackers (spec section 7); each key of the runtime config's `trackers` holds one account id. */
export const TRACKER_NAMES = ['messengerPixel', 'portalAnalytics', 'adRetargeting', 'logAnalytics', 'siteVisitCounter', 'tagManager', 'adService'] as const;
/** Portal analytics conversion types: 1 on purchase (with the payment price), 2 on registration. */
export const PORTAL_CONVERSION_TYPE = { purchase: '1', registration: '2' } as const;
export const MAIN_POPUP_HIDE_KEY = 'IS_MAIN_POPUP_HIDE';
/** Set once a first-time app user has seen the app popup: from then on they are no longer first-time. */
export const APP_POPUP_SEEN_KEY = 'IS_APP_POPUP_SEEN';
/** Recently viewed goods ids kept locally (newest first, LIMITS.recentViewedGoodsLocal); logout clears them. */
export const RECENT_VIEWED_GOODS_KEY = 'mall.recentViewedGoods';
export const ALLOWED_SOCIAL_LOGIN = ['kakao', 'naver', 'apple'] as const;

export const REMOTE_NAMES = ['catalog', 'exhibit', 'mypage', 'order', 'cs_center'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const PAID_FEATURES = [
  'reward',
  'personalization',
  'review_template',
  'ranking',
  'time_deal',
  'cody_shot',
  'showcase',
  'raffle',
  'joint_purchase',
  'special_event',
  'experience_review',
  'social_login',
  'my_pay',
] as const;
export type PaidFeature = (typeof PAID_FEATURES)[number];

/** Order numbers look like 20261101-0000001 (date, dash, sequence). */
export const ORDER_NUMBER_PATTERN = /^\d{8}-\d{7}$/;

export const EASY_PAY_PROVIDERS = ['kakao', 'naver', 'payco', 'toss'] as const;

/** shop login plus the five social platforms (messenger, search portal, device maker, payment brand, social network). */
export const LOGIN_TYPES = ['shop', 'kakao', 'naver', 'apple', 'payco', 'facebook'] as const;
