/**
 * The pages of the shop-raised claims (/mypage/claim/{claimType}/{tab}; ./complaints.ts): their types,
 * tabs and labels. Apart from the complaint schemas so that the order history (./my-orders.ts), which
 * names a line's pending claim page, and the complaints (which use the refund schemas of my-orders)
 * do not import each other.
 */
export const CLAIM_PAGE_TYPES = ['delivery-delay', 'soldout-cancel'] as const;
export type ClaimPageType = (typeof CLAIM_PAGE_TYPES)[number];
export const CLAIM_PAGE_TABS = ['claimable', 'result'] as const;
export type ClaimPageTab = (typeof CLAIM_PAGE_TABS)[number];
export const CLAIM_PAGE_DEFAULT = '/mypage/claim/delivery-delay/claimable';

export const CLAIM_PAGE_TYPE_LABELS: Record<ClaimPageType, string> = { 'delivery-delay': '출고 지연', 'soldout-cancel': '품절 취소' };
export const CLAIM_PAGE_TAB_LABELS: Record<ClaimPageTab, string> = { claimable: '확인 필요', result: '처리 결과' };
