import { z } from 'zod';
import { DbIdParamSchema } from '../platform-api/common';
import { GoodsCardSchema } from '../catalog/goods';
import { PERIOD_STATES } from './period';

/** 스페셜 이벤트 (issue 12): event pages with a benefit, how to take part and notes, open for a period. */
export const SPECIAL_EVENT_API = {
  specialEvents: '/api/v1/special-events',
  specialEvent: '/api/v1/special-events/:id',
} as const;

export const specialEventPath = (id: number) => `/api/v1/special-events/${id.toString()}`;
export const specialEventPagePath = (id: number) => `/special-event/detail/${id.toString()}`;

export const SPECIAL_EVENT_MESSAGES = {
  notFound: '이벤트를 찾을 수 없습니다.',
  loadFailed: '이벤트를 불러오지 못했습니다',
  empty: '진행 중인 이벤트가 없습니다.',
  emptyEnded: '종료된 이벤트가 없습니다.',
  ended: '종료된 이벤트입니다. 참여해 주셔서 감사합니다.',
  upcoming: '이벤트가 열리면 참여하실 수 있어요.',
} as const;

const period = { start_at: z.string(), end_at: z.string(), state: z.enum(PERIOD_STATES) };

export const SpecialEventSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** The benefit in one line (`추첨 100명 5,000원 쿠폰`). */
  benefit: z.string(),
  background_color: z.string(),
  ...period,
  goods_count: z.number().int(),
});

export const SpecialEventSchema = SpecialEventSummarySchema.extend({
  description: z.string(),
  /** How to take part, step by step. */
  how_to: z.array(z.string()),
  notes: z.array(z.string()),
  goods: z.array(GoodsCardSchema),
});

export const SpecialEventListQuerySchema = z.object({ state: z.enum(PERIOD_STATES).optional() });
export const SpecialEventListSchema = z.object({ special_events: z.array(SpecialEventSummarySchema) });
export const SpecialEventParamSchema = z.object({ id: DbIdParamSchema });

export type SpecialEventSummary = z.infer<typeof SpecialEventSummarySchema>;
export type SpecialEvent = z.infer<typeof SpecialEventSchema>;
export type SpecialEventList = z.infer<typeof SpecialEventListSchema>;
