import { z } from 'zod';
import { LIMITS } from '../constants';
import { formatKstDateTime } from '../rules/datetime';
import { DbIdParamSchema, DbIdSchema } from '../platform-api/common';
import { GoodsCardSchema } from './goods';

/**
 * Recently viewed goods (spec section 7 "recent-view goods", section 9: 50 over the last two weeks).
 * Goods detail records a view; a member's views follow the member, a visitor's stay with the device
 * (its uid-token), like a visitor's cart. `/recent-view-goods`, the recent-viewed-goods modal and
 * My page's `/mypage/recent-view/goods` read the same list.
 */
export const RECENT_VIEW_API = {
  goods: '/api/v1/recent-view/goods',
  goodsOne: '/api/v1/recent-view/goods/:goodsId',
} as const;
export const recentViewGoodsPath = (goodsId: number | string) => RECENT_VIEW_API.goodsOne.replace(':goodsId', String(goodsId));

export const RecentViewGoodsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIMITS.recentViewedGoodsFetchLimit).default(LIMITS.recentViewedGoodsFetchLimit),
});
export const RecentViewGoodsBodySchema = z.object({ goods_id: DbIdSchema });
export const RecentViewGoodsParamSchema = z.object({ goodsId: DbIdParamSchema });

/** A goods card with the time of the viewer's last view (ISO 8601). */
export const RecentViewedGoodsSchema = GoodsCardSchema.extend({ viewed_at: z.string() });
export const RecentViewedGoodsListSchema = z.object({ goods: z.array(RecentViewedGoodsSchema) });
export const RecentViewDeletedSchema = z.object({ deleted: z.number().int() });

export type RecentViewedGoods = z.infer<typeof RecentViewedGoodsSchema>;
export type RecentViewedGoodsList = z.infer<typeof RecentViewedGoodsListSchema>;

export const RECENT_VIEW_MESSAGES = {
  title: '최근 본 상품',
  empty: '최근 2주 동안 본 상품이 없습니다.',
  emptyHint: '마음에 드는 상품을 둘러보세요.',
  loadFailed: '최근 본 상품을 불러오지 못했습니다',
  deleteOne: '삭제',
  deleteAll: '전체 삭제',
  deleteAllConfirm: '최근 본 상품을 모두 삭제하시겠습니까?',
  deleted: '최근 본 상품에서 삭제했습니다.',
  goodsNotFound: '상품을 찾을 수 없습니다.',
  period: `최근 ${LIMITS.recentViewedGoodsWeeks}주 동안 본 상품 ${LIMITS.recentViewedGoodsFetchLimit}개까지 보여드려요.`,
} as const;

/** 오늘 / 어제 / M월 D일 (KST) of a view, for grouping the list by day. */
export function viewedDayLabel(viewedAt: string, now: Date = new Date()): string {
  const day = formatKstDateTime(new Date(viewedAt)).slice(0, 10);
  if (day === formatKstDateTime(now).slice(0, 10)) return '오늘';
  if (day === formatKstDateTime(new Date(now.getTime() - 86_400_000)).slice(0, 10)) return '어제';
  const [, month, date] = day.split('-').map(Number);
  return `${month}월 ${date}일`;
}
