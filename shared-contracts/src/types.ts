import type { z } from 'zod';
import type * as S from './schemas';
import type { RuntimeConfigSchema } from './schemas/runtime-config';
import type { PAID_FEATURES, REMOTE_NAMES } from './constants';

/** Payload types inferred from the zod schemas; type-only, so importing them costs no bytes. */
export type ApiError = z.infer<typeof S.ApiErrorSchema>;
export type Paginator<T> = { current_page: number; per_page: number; total: number; last_page: number; data: T[] };
export type ShopSettings = z.infer<typeof S.ShopSettingsSchema>;
export type PaidFeature = (typeof PAID_FEATURES)[number];
export type GoodsCard = z.infer<typeof S.GoodsCardSchema>;
export type GoodsOption = z.infer<typeof S.GoodsOptionSchema>;
export type GoodsDetail = z.infer<typeof S.GoodsDetailSchema>;
export type ShippingPolicy = z.infer<typeof S.ShippingPolicySchema>;
export type Banner = z.infer<typeof S.BannerSchema>;
export type MainPage = z.infer<typeof S.MainPageSchema>;
export type CartItem = z.infer<typeof S.CartItemSchema>;
export type CartPack = z.infer<typeof S.CartPackSchema>;
export type CartList = z.infer<typeof S.CartListSchema>;
export type CartAddBody = z.infer<typeof S.CartAddBodySchema>;
export type Me = z.infer<typeof S.MeSchema>;
export type LoginType = Me['login_type'];
export type LoginBody = z.infer<typeof S.LoginBodySchema>;
export type LoginResponse = z.infer<typeof S.LoginResponseSchema>;
export type TokenPair = z.infer<typeof S.TokenSchema>;
export type NoticeSummary = z.infer<typeof S.NoticeSummarySchema>;
export type NoticeList = z.infer<typeof S.NoticeListSchema>;
export type NoticeDetail = z.infer<typeof S.NoticeDetailSchema>;
export type MyBenefits = z.infer<typeof S.MyBenefitsSchema>;
export type MyOrderCounts = z.infer<typeof S.MyOrderCountsSchema>;
export type RuntimeConfig = z.output<typeof RuntimeConfigSchema>;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type MaintenanceSettings = RuntimeConfig['maintenance'];
/** A popup's saved close state (spec section 3, "Popup context"): closeDate is `YYYY-MM-DD` (KST). */
export type PopupContext = { key: string; isTodayClose: boolean; closeDate: string };
export type Popup = z.infer<typeof S.PopupSchema>;
