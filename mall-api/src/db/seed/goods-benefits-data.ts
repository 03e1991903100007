import type { CouponSeed } from './benefits-data';

/**
 * Coupons shoppers download on goods detail (besides the wallet's brand and goods coupons of
 * benefits-data.ts): a category one that lasts 14 days once downloaded, a seller one, and one on every
 * goods with a minimum amount. All of them, with the two of benefits-data, cover goods 5
 * (서울스탠다드, 백앤백, 남성의류>아우터>점퍼, 104,900원), which the demo member half holds.
 */
export const DOWNLOAD_COUPONS: CouponSeed[] = [
  {
    key: 'dl-mens-outer',
    title: '남성 아우터 다운로드 12% 할인',
    typeLabel: '상품 쿠폰',
    discountType: 'rate',
    discountValue: 12,
    applyRangeType: 'category',
    applyTargetIds: [9],
    maximumDiscountAmount: 12_000,
    minSellPrice: 50_000,
    isDownloadable: true,
    validFromDay: -3,
    validUntilDay: 3650,
    validDaysAfterIssue: 14,
  },
  {
    key: 'dl-seller6',
    title: '백앤백 셀러 다운로드 5,000원 할인',
    typeLabel: '상품 쿠폰',
    discountType: 'amount',
    discountValue: 5000,
    applyRangeType: 'seller',
    applyTargetIds: [6],
    minSellPrice: 70_000,
    usableDevices: ['mobile', 'app'],
    isDownloadable: true,
    validFromDay: -10,
    validUntilDay: 3650,
  },
  {
    key: 'dl-all3000',
    title: '첫 구매 감사 3,000원 할인',
    typeLabel: '상품 쿠폰',
    discountType: 'amount',
    discountValue: 3000,
    applyRangeType: 'all',
    minSellPrice: 30_000,
    isDownloadable: true,
    validFromDay: -1,
    validUntilDay: 3650,
    validDaysAfterIssue: 7,
  },
];
