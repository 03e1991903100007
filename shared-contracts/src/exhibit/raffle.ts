import { z } from 'zod';
import { DbIdParamSchema, DbIdSchema } from '../platform-api/common';
import { GoodsCardSchema } from '../catalog/goods';
import { PERIOD_STATES, type PeriodState } from './period';

/**
 * 래플 (issue 12, ADR 0011: exhibit owns raffles and entries and publishes `/api/v1/my/raffles`).
 * A raffle is open for entries from `start_at` until `end_at`; a member enters once, with one size
 * (an option of the raffle's goods) and the notes agreed. After the end the winners are drawn by
 * `drawOrder` and shown from `announce_at`, names masked.
 */
export const RAFFLE_API = {
  raffles: '/api/v1/raffles',
  raffle: '/api/v1/raffles/:id',
  entries: '/api/v1/raffles/:id/entries',
  winners: '/api/v1/raffles/:id/winners',
  myRaffles: '/api/v1/my/raffles',
} as const;

export const rafflePath = (id: number) => `/api/v1/raffles/${id.toString()}`;
export const raffleEntriesPath = (id: number) => `/api/v1/raffles/${id.toString()}/entries`;
export const raffleWinnersPath = (id: number) => `/api/v1/raffles/${id.toString()}/winners`;
export const raffleDetailPagePath = (id: number) => `/raffle/detail/${id.toString()}`;

export const RAFFLE_MESSAGES = {
  notFound: '래플을 찾을 수 없습니다.',
  loadFailed: '래플을 불러오지 못했습니다',
  loginRequired: '로그인 후 응모하실 수 있습니다.',
  upcoming: '아직 응모 기간이 아닙니다. 오픈 후 응모해 주세요.',
  ended: '응모가 마감된 래플입니다.',
  alreadyEntered: '이미 응모하신 래플입니다. 래플은 1인 1회만 응모할 수 있습니다.',
  optionRequired: '응모할 사이즈를 선택해 주세요.',
  optionInvalid: '선택하신 사이즈는 이 래플에 없습니다. 다시 선택해 주세요.',
  consentRequired: '응모 유의사항에 동의해 주세요.',
  entered: '응모가 완료되었습니다. 당첨자 발표를 기다려 주세요.',
  winnersNotYet: '당첨자 발표 전입니다.',
  noEntries: '응모자가 없어 당첨자가 없습니다.',
  emptyOngoing: '진행 중인 래플이 없습니다.',
  emptyEnded: '종료된 래플이 없습니다.',
  emptyMine: '응모한 래플이 없습니다.',
} as const;

/** What the entry modal asks the member to agree to (the server refuses an entry without it). */
export const RAFFLE_ENTRY_NOTES = [
  '래플은 1인 1회, 한 사이즈로만 응모할 수 있으며 응모 후에는 사이즈를 바꾸거나 취소할 수 없습니다.',
  '당첨자는 응모 마감 후 추첨하여 발표일에 이 페이지와 마이페이지 > 래플에서 안내합니다.',
  '당첨되면 발표일로부터 3일 안에 래플 가격으로 구매하셔야 하며, 기한이 지나면 당첨이 취소됩니다.',
  '부정한 방법(여러 계정, 자동화 프로그램)으로 응모한 경우 당첨이 취소될 수 있습니다.',
] as const;

/** What the raffle guide modal explains, step by step. */
export const RAFFLE_GUIDE_STEPS = [
  { title: '응모하기', body: '진행 중인 래플에서 원하는 사이즈를 고르고 유의사항에 동의하면 응모가 끝납니다. 로그인한 회원만, 래플마다 1회 응모할 수 있어요.' },
  { title: '추첨', body: '응모가 마감되면 정해진 규칙에 따라 공정하게 당첨자를 추첨합니다. 응모 순서는 당첨 확률에 영향을 주지 않아요.' },
  {
    title: '당첨자 발표',
    body: '발표일에 래플 상세의 당첨자 보기와 마이페이지 > 래플에서 결과를 확인할 수 있어요. 당첨자 이름과 아이디는 일부만 보여 드려요.',
  },
  { title: '구매', body: '당첨되신 분은 발표일로부터 3일 안에 래플 가격으로 구매하실 수 있어요.' },
] as const;

/** A member's entry once the draw is known: waiting for the announcement, won or not. */
export const RAFFLE_RESULTS = ['pending', 'won', 'lost'] as const;
export type RaffleResult = (typeof RAFFLE_RESULTS)[number];
export const RAFFLE_RESULT_LABELS: Readonly<Record<RaffleResult, string>> = { pending: '발표 대기', won: '당첨', lost: '미당첨' };

const RaffleStateSchema = z.enum(PERIOD_STATES);

export const RaffleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** What a winner pays. */
  price: z.number().int(),
  winner_count: z.number().int(),
  /** Counted from the entries. */
  entry_count: z.number().int(),
  background_color: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  state: RaffleStateSchema,
  announce_at: z.string(),
  /** The winners are drawn and `announce_at` has come. */
  announced: z.boolean(),
  goods: GoodsCardSchema,
});

export const RaffleOptionSchema = z.object({ id: z.number().int(), name: z.string() });

export const MyRaffleEntrySchema = z.object({
  option_name: z.string(),
  entered_at: z.string(),
  result: z.enum(RAFFLE_RESULTS),
});

export const RaffleDetailSchema = RaffleSummarySchema.extend({
  description: z.string(),
  /** The sizes to choose from (the goods' options). */
  options: z.array(RaffleOptionSchema),
  /** The caller's entry; null for a visitor or a member who has not entered. */
  my_entry: MyRaffleEntrySchema.nullable(),
});

export const RaffleListQuerySchema = z.object({ state: RaffleStateSchema.optional() });
export const RaffleListSchema = z.object({ raffles: z.array(RaffleSummarySchema) });
export const RaffleParamSchema = z.object({ id: DbIdParamSchema });

/** `agreed` must be true; the server checks it (a request without it is refused with the consent message). */
export const RaffleEntryBodySchema = z.object({ goods_option_id: DbIdSchema.nullable(), agreed: z.boolean() });
export const RaffleEntryCreatedSchema = z.object({
  raffle_id: z.number().int(),
  option_name: z.string(),
  entered_at: z.string(),
  entry_count: z.number().int(),
});

export const RaffleWinnerSchema = z.object({ rank: z.number().int(), name: z.string(), login_id: z.string(), option_name: z.string() });
export const RaffleWinnersSchema = z.object({
  raffle_id: z.number().int(),
  title: z.string(),
  announce_at: z.string(),
  announced: z.boolean(),
  entry_count: z.number().int(),
  winner_count: z.number().int(),
  /** Empty until announced; names and login ids masked by `maskWinnerName` / login-id masking. */
  winners: z.array(RaffleWinnerSchema),
});

export const MyRaffleSchema = RaffleSummarySchema.extend({ entry: MyRaffleEntrySchema });
export const MyRaffleListSchema = z.object({ raffles: z.array(MyRaffleSchema) });

export type RaffleSummary = z.infer<typeof RaffleSummarySchema>;
export type RaffleDetail = z.infer<typeof RaffleDetailSchema>;
export type RaffleOption = z.infer<typeof RaffleOptionSchema>;
export type RaffleList = z.infer<typeof RaffleListSchema>;
export type RaffleEntryBody = z.infer<typeof RaffleEntryBodySchema>;
export type RaffleEntryCreated = z.infer<typeof RaffleEntryCreatedSchema>;
export type RaffleWinners = z.infer<typeof RaffleWinnersSchema>;
export type RaffleWinner = z.infer<typeof RaffleWinnersSchema>['winners'][number];
export type MyRaffle = z.infer<typeof MyRaffleSchema>;
export type MyRaffleList = z.infer<typeof MyRaffleListSchema>;

export type RaffleEntryRefusal = 'loginRequired' | 'upcoming' | 'ended' | 'alreadyEntered' | 'optionRequired' | 'optionInvalid' | 'consentRequired';

export interface RaffleEntryAttempt {
  loggedIn: boolean;
  /** The raffle's state at the moment of the attempt. */
  state: PeriodState;
  alreadyEntered: boolean;
  optionId: number | null;
  /** The sizes the raffle offers. */
  optionIds: readonly number[];
  agreed: boolean;
}

/**
 * Why an entry is refused, first reason first (null: it may be stored). The entry modal checks the
 * same before sending; the server checks again and the unique (raffle, member) index has the last word.
 */
export function raffleEntryRefusal(a: RaffleEntryAttempt): RaffleEntryRefusal | null {
  if (!a.loggedIn) return 'loginRequired';
  if (a.state === 'upcoming') return 'upcoming';
  if (a.state === 'ended') return 'ended';
  if (a.alreadyEntered) return 'alreadyEntered';
  if (a.optionId === null) return 'optionRequired';
  if (!a.optionIds.includes(a.optionId)) return 'optionInvalid';
  if (!a.agreed) return 'consentRequired';
  return null;
}

/** The result a member sees: pending until announced, then won or lost. */
export function raffleResult(announced: boolean, won: boolean): RaffleResult {
  if (!announced) return 'pending';
  return won ? 'won' : 'lost';
}

/** 32-bit FNV-1a of a string: the draw's published, reproducible shuffle key. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The draw rule: entries ordered by FNV-1a of `"{raffleId}:{entryId}"` (ties by entry id); the first
 * `winnerCount` win, ranked in that order. Anyone holding the entry ids can reproduce it, and the
 * moment of entering changes nothing.
 */
export function drawOrder(raffleId: number, entryIds: readonly number[], winnerCount: number): number[] {
  return [...entryIds]
    .map((id) => ({ id, key: fnv1a(`${raffleId.toString()}:${id.toString()}`) }))
    .sort((a, b) => a.key - b.key || a.id - b.id)
    .slice(0, Math.max(0, winnerCount))
    .map((e) => e.id);
}

/** `김데모` → `김*모`, `이수` → `이*`, `남궁민수` → `남**수`: first and last letter kept, one letter masked at least. */
export function maskWinnerName(name: string): string {
  const letters = [...name.trim()];
  if (letters.length <= 1) return '*';
  if (letters.length === 2) return `${letters[0]!}*`;
  return `${letters[0]!}${'*'.repeat(letters.length - 2)}${letters[letters.length - 1]!}`;
}
