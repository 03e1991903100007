import type { ShoppingGuideCode } from '@mall/shared-contracts/cs';

/** The children of /cs-center/info (spec section 2), in the order the tab bar lists them; delivery is the default. */
export const INFO_PAGES: readonly { child: ShoppingGuideCode; label: string }[] = [
  { child: 'delivery', label: '배송' },
  { child: 'return', label: '취소/반품/교환' },
  { child: 'reward', label: '구매 리워드' },
  { child: 'coupon-point', label: '쿠폰/적립금' },
  { child: 'grade-benefit', label: '회원 등급' },
  { child: 'pay-card', label: '신용카드' },
  { child: 'pay-bank', label: '무통장입금' },
  { child: 'pay-kakao', label: '카카오페이' },
  { child: 'pay-naver', label: '네이버페이' },
  { child: 'pay-payco', label: '페이코' },
  { child: 'pay-toss', label: '토스페이' },
];

export const infoPath = (child: string) => `/cs-center/info/${child}`;
