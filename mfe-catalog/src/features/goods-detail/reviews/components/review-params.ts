import { dbIdParamOf } from '@mall/shared-contracts/db-id';
import type { ModalParams } from '@mall/shared-contracts';

/** The ids a review modal's hash carries (`goods_id`, `review_id`): null when missing or not an id. */
export function reviewModalIds(params: ModalParams) {
  return { goodsId: dbIdParamOf(params.goods_id), reviewId: dbIdParamOf(params.review_id) };
}

/** `index` of an image within its review: 0 when missing or not a small whole number. */
export function imageIndexParam(raw: string | undefined): number {
  return raw && /^\d{1,2}$/.test(raw) ? Number(raw) : 0;
}
