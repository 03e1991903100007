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

/**
 * Gifts with purchase, in days and hours around the seeding moment (like the time deals: they must be
 * running whenever the demo mall starts), each with the goods that earn it. Goods 5 has two running,
 * one ended and one upcoming (only the running two show).
 */
export interface GiveawaySeed {
  name: string;
  conditionLabel: string;
  minPurchaseAmount: number;
  quantity: number | null;
  startDays: number;
  endDays: number;
  goodsIds: number[];
}

export const GIVEAWAYS: GiveawaySeed[] = [
  {
    name: '케이몰 로고 캔버스 에코백',
    conditionLabel: '대상 상품 50,000원 이상 구매 시 증정',
    minPurchaseAmount: 50_000,
    quantity: 300,
    startDays: -7,
    endDays: 30,
    goodsIds: [5, 6, 12, 3, 1],
  },
  {
    name: '니트 터치 스크린 장갑',
    conditionLabel: '아우터 구매 시 선착순 100명 증정',
    minPurchaseAmount: 0,
    quantity: 100,
    startDays: -3,
    endDays: 14,
    goodsIds: [5, 1, 4],
  },
  { name: '가을 울 머플러', conditionLabel: '대상 상품 구매 시 증정', minPurchaseAmount: 0, quantity: 50, startDays: -40, endDays: -10, goodsIds: [5, 2] },
  {
    name: '2027 다이어리',
    conditionLabel: '대상 상품 30,000원 이상 구매 시 증정',
    minPurchaseAmount: 30_000,
    quantity: null,
    startDays: 10,
    endDays: 40,
    goodsIds: [5],
  },
];
