import { z } from 'zod';
import { DbIdSchema } from '../platform-api/common';
import { GoodsCardSchema } from './goods';

/**
 * Gifts with purchase (spec "Giveaway": name, conditionLabel, imageUrl, startAt, endAt; the modals
 * giveaway and giveaway target goods; ADR 0011: catalog). A giveaway runs from `start_at` until
 * `end_at`; buying one of its target goods for at least `min_purchase_amount` in one order earns it,
 * while its `quantity` lasts. Goods detail (and the order sheet, with every goods of the order in
 * `goods_ids`) opens `giveaway` with the running giveaways of those goods; each opens
 * `giveaway-target-goods` with the goods that qualify.
 */
export const GIVEAWAY_API = {
  /** GET ?goods_ids=5,7: the giveaways running now that one of those goods earns. */
  giveaways: '/api/v1/giveaways',
  /** GET a giveaway with the goods that qualify (catalog's cards). */
  giveaway: (id: number | string) => `/api/v1/giveaways/${id}`,
} as const;

/** The most goods one giveaways call asks about (an order sheet's lines). */
export const GIVEAWAY_GOODS_MAX = 50;

export const GIVEAWAY_MESSAGES = {
  title: '사은품',
  targetTitle: '사은품 증정 대상 상품',
  loadFailed: '사은품 정보를 불러오지 못했습니다',
  empty: '지금 이 상품으로 받을 수 있는 사은품이 없습니다.',
  notFound: '사은품 행사를 찾을 수 없습니다.',
  ended: '종료된 사은품 행사입니다.',
  upcoming: '아직 시작하지 않은 사은품 행사입니다.',
  goodsEmpty: '증정 대상 상품이 없습니다.',
  hint: '사은품은 조건을 채운 주문에 함께 배송되며, 준비된 수량이 모두 소진되면 조기 종료될 수 있습니다.',
} as const;

/** `5,7` → [5, 7]: positive ids, at most GIVEAWAY_GOODS_MAX. */
export const GiveawaysQuerySchema = z.object({
  goods_ids: z
    .string()
    .max(600)
    .regex(/^\d{1,10}(,\d{1,10})*$/, '상품 번호를 확인해 주세요.')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .pipe(z.array(DbIdSchema).min(1).max(GIVEAWAY_GOODS_MAX)),
});

export const GiveawaySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  condition_label: z.string(),
  image_url: z.string(),
  min_purchase_amount: z.number().int(),
  /** Gifts prepared (null: while the period lasts). */
  quantity: z.number().int().nullable(),
  /** ISO instants. */
  start_at: z.string(),
  end_at: z.string(),
  state: z.enum(['upcoming', 'ongoing', 'ended']),
  target_goods_count: z.number().int(),
});

export const GiveawayListSchema = z.object({ giveaways: z.array(GiveawaySchema) });
export const GiveawayDetailSchema = GiveawaySchema.extend({ goods: z.array(GoodsCardSchema) });

export type Giveaway = z.infer<typeof GiveawaySchema>;
export type GiveawayList = z.infer<typeof GiveawayListSchema>;
export type GiveawayDetail = z.infer<typeof GiveawayDetailSchema>;
