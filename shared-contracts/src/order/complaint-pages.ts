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

/** @deprecated The old name (mall-api still imports it); use ComplaintPageType. */
export type ClaimPageType = ComplaintPageType;
/** @deprecated The old name (mall-api still imports it); use ComplaintPageTab. */
export type ClaimPageTab = ComplaintPageTab;
