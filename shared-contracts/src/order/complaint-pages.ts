/**
 * The pages of the shop-raised complaints (/mypage/claim/{claimType}/{tab}; ./complaints.ts): their
 * types, tabs and labels. The URL says "claim" (the spec's), the code says complaint: a claim is what the
 * shopper raises (cancel, return, exchange: ./claims.ts), a complaint what the shop raises (docs/adr/0026).
 * Apart from the complaint schemas so that the order history (./my-orders.ts), which names a line's
 * pending complaint page, and the complaints (which use the refund schemas of my-orders) do not import
 * each other.
 */
export const COMPLAINT_PAGE_TYPES = ['delivery-delay', 'soldout-cancel'] as const;
export type ComplaintPageType = (typeof COMPLAINT_PAGE_TYPES)[number];
export const COMPLAINT_PAGE_TABS = ['claimable', 'result'] as const;
export type ComplaintPageTab = (typeof COMPLAINT_PAGE_TABS)[number];
export const COMPLAINT_PAGE_DEFAULT = '/mypage/claim/delivery-delay/claimable';

export const COMPLAINT_PAGE_TYPE_LABELS: Record<ComplaintPageType, string> = { 'delivery-delay': '출고 지연', 'soldout-cancel': '품절 취소' };
export const COMPLAINT_PAGE_TAB_LABELS: Record<ComplaintPageTab, string> = { claimable: '확인 필요', result: '처리 결과' };

/** @deprecated Old names, kept so that nothing built against 2.2 breaks (mall-api imports the two types); use the COMPLAINT_PAGE_ ones. */
export const CLAIM_PAGE_TYPES = COMPLAINT_PAGE_TYPES;
/** @deprecated */
export const CLAIM_PAGE_TABS = COMPLAINT_PAGE_TABS;
/** @deprecated */
export const CLAIM_PAGE_DEFAULT = COMPLAINT_PAGE_DEFAULT;
/** @deprecated */
export const CLAIM_PAGE_TYPE_LABELS = COMPLAINT_PAGE_TYPE_LABELS;
/** @deprecated */
export const CLAIM_PAGE_TAB_LABELS = COMPLAINT_PAGE_TAB_LABELS;
/** @deprecated Use ComplaintPageType. */
export type ClaimPageType = ComplaintPageType;
/** @deprecated Use ComplaintPageTab. */
export type ClaimPageTab = ComplaintPageTab;
