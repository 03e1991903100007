import { z } from 'zod';
import { DbIdParamSchema, DbIdSchema } from '../platform-api/common';
import { BannerSchema } from './banners';
import { GoodsCardSchema } from '../catalog/goods';
import { EXHIBIT_MENU_KINDS } from './kinds';
import { PERIOD_STATES } from './period';

/** The exhibit squad's calls (ADR 0011). The main lego page and the banners keep `API.mainPage` / `API.banners`. */
export const EXHIBIT_API = {
  planningEvents: '/api/v1/planning-events',
  planningEvent: '/api/v1/planning-events/:id',
  /** A member's recently viewed planning events (GET lists them, POST records one view, DELETE forgets them all). */
  recentPlanningEvents: '/api/v1/recent-view/planning-events',
  /** DELETE forgets one event of the member's recently viewed planning events. */
  recentPlanningEvent: '/api/v1/recent-view/planning-events/:id',
  /** The time deals (spec "Exhibit": time-attacks): ongoing, then upcoming, then those that ended lately. */
  timeAttacks: '/api/v1/time-attacks',
} as const;

export const planningEventPath = (id: number) => `/api/v1/planning-events/${id.toString()}`;
export const planningPagePath = (id: number) => `/planning/${id.toString()}`;
export const recentPlanningEventPath = (id: number) => `/api/v1/recent-view/planning-events/${id.toString()}`;

export const EXHIBIT_LIMITS = {
  /** Spec section 9: recent planning events, default 30 within 2 weeks. */
  recentPlanningEvents: 30,
  recentPlanningWeeks: 2,
} as const;

export const EXHIBIT_MESSAGES = {
  planningNotFound: '기획전을 찾을 수 없습니다.',
  planningLoadFailed: '기획전을 불러오지 못했습니다',
  upcomingGoodsHidden: '기획전이 열리면 상품이 공개됩니다.',
  endedNotice: '종료된 기획전입니다. 상품은 계속 구매하실 수 있어요.',
} as const;

export const PeriodStateSchema = z.enum(PERIOD_STATES);
const period = { start_at: z.string(), end_at: z.string(), state: PeriodStateSchema };

export const PlanningEventSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  background_color: z.string(),
  ...period,
  goods_count: z.number().int(),
});

/** Upcoming events keep their goods to themselves until they open (`goods` is empty then). */
export const PlanningEventSchema = PlanningEventSummarySchema.extend({ description: z.string(), goods: z.array(GoodsCardSchema) });
export const PlanningEventListQuerySchema = z.object({ state: PeriodStateSchema.optional() });
export const PlanningEventListSchema = z.object({ planning_events: z.array(PlanningEventSummarySchema) });
export const PlanningEventParamSchema = z.object({ id: DbIdParamSchema });

/** A viewed event with the picture of its first goods (`thumbnail_url`, null for an event without goods). */
export const RecentPlanningEventSchema = PlanningEventSummarySchema.extend({ viewed_at: z.string(), thumbnail_url: z.string().nullable() });
export const RecentPlanningEventListSchema = z.object({ planning_events: z.array(RecentPlanningEventSchema) });
export const RecentPlanningEventsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(EXHIBIT_LIMITS.recentPlanningEvents).default(EXHIBIT_LIMITS.recentPlanningEvents),
});
export const RecentPlanningEventParamSchema = z.object({ id: DbIdParamSchema });
export const RecentPlanningViewBodySchema = z.object({ planning_event_id: DbIdSchema });

export const TimeDealSchema = z.object({ id: z.number().int(), title: z.string(), sale_price: z.number().int(), ...period, goods: GoodsCardSchema });
export const LiveRoomSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  host_name: z.string(),
  background_color: z.string(),
  ...period,
  goods: GoodsCardSchema,
});
export const BrandTileSchema = z.object({ id: z.number().int(), name: z.string(), name_en: z.string(), color: z.string() });

export const EventMenuItemSchema = z.object({ kind: z.enum(EXHIBIT_MENU_KINDS), ongoing_count: z.number().int() });

const section = { id: z.number().int(), title: z.string(), subtitle: z.string().nullable() };

/** One typed section of a lego page; the page renders them in order. */
export const LegoSectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('banner_carousel'), ...section, position: z.enum(['main_top', 'main_middle']), banners: z.array(BannerSchema) }),
  z.object({ kind: z.literal('goods_carousel'), ...section, goods: z.array(GoodsCardSchema) }),
  z.object({ kind: z.literal('goods_grid'), ...section, goods: z.array(GoodsCardSchema) }),
  z.object({ kind: z.literal('brand_row'), ...section, brands: z.array(BrandTileSchema) }),
  /** Ongoing deals first, then the next upcoming ones, then those ended in the last three days (shown ended); older ones leave the main page. */
  z.object({ kind: z.literal('time_deals'), ...section, time_deals: z.array(TimeDealSchema) }),
  /** Ongoing planning events, then upcoming ones. */
  z.object({ kind: z.literal('exhibition_teasers'), ...section, planning_events: z.array(PlanningEventSummarySchema) }),
  z.object({ kind: z.literal('live_now'), ...section, live_rooms: z.array(LiveRoomSchema) }),
  /** 이벤트 모아보기: the event kinds the section lists, in its order, each with how many are open now (cody shots: published looks). */
  z.object({ kind: z.literal('event_menu'), ...section, items: z.array(EventMenuItemSchema) }),
]);
export const LegoPageSchema = z.object({ code: z.string(), title: z.string(), sections: z.array(LegoSectionSchema) });

export type PlanningEventSummary = z.infer<typeof PlanningEventSummarySchema>;
export type PlanningEvent = z.infer<typeof PlanningEventSchema>;
export type PlanningEventList = z.infer<typeof PlanningEventListSchema>;
export type RecentPlanningEvent = z.infer<typeof RecentPlanningEventSchema>;
export type RecentPlanningEventList = z.infer<typeof RecentPlanningEventListSchema>;
export type TimeDeal = z.infer<typeof TimeDealSchema>;
/** GET time-attacks: the same deals, in the same order, as the main page's time-deal section. */
export const TimeAttackListSchema = z.object({ time_attacks: z.array(TimeDealSchema) });
export type TimeAttackList = z.infer<typeof TimeAttackListSchema>;
export type LiveRoom = z.infer<typeof LiveRoomSchema>;
export type BrandTile = z.infer<typeof BrandTileSchema>;
export type EventMenuItem = z.infer<typeof EventMenuItemSchema>;
export type LegoSection = z.infer<typeof LegoSectionSchema>;
export type LegoSectionKind = LegoSection['kind'];
export type LegoPage = z.infer<typeof LegoPageSchema>;
