import { z } from 'zod';
import { DbIdCursorParamSchema, DbIdParamSchema } from '../platform-api/common';
import { GoodsCardSchema } from '../catalog/goods';
import { PERIOD_STATES } from './period';

/**
 * 라이브 커머스 (spec "Live commerce: user-token, schedules, actives"). `actives` are the broadcasts on
 * air now; `schedules` the ones to come (soonest first) and the ended ones, whose replays stay
 * (latest first). A viewer of a room takes a user token: a member's may post to the chat feed, a
 * visitor's only reads it. The player is a sandbox: it plays the mall's own local video
 * (`video_url`), no real streaming service (docs/adr/0009).
 */
export const LIVE_API = {
  actives: '/api/v1/live-commerce/actives',
  schedules: '/api/v1/live-commerce/schedules',
  room: '/api/v1/live-commerce/rooms/:roomId',
  userToken: '/api/v1/live-commerce/rooms/:roomId/user-token',
  chat: '/api/v1/live-commerce/rooms/:roomId/chat',
} as const;

/** The header the chat post carries its room's user token in. */
export const LIVE_TOKEN_HEADER = 'x-live-token';

export const liveRoomApiPath = (roomId: number) => `/api/v1/live-commerce/rooms/${roomId.toString()}`;
export const liveUserTokenPath = (roomId: number) => `${liveRoomApiPath(roomId)}/user-token`;
export const liveChatPath = (roomId: number) => `${liveRoomApiPath(roomId)}/chat`;
export const liveRoomPagePath = (roomId: number) => `/live-commerce/${roomId.toString()}`;

export const LIVE_LIMITS = {
  /** Longest chat message, in characters as a reader counts them (Hangul syllables, emoji: one each). */
  chatLength: 100,
  /** How many of the latest messages a room answers at once. */
  chatPage: 50,
  /** How long a user token is valid. */
  tokenHours: 6,
  /** How often an open room asks for new messages while on air. */
  chatPollMs: 3000,
} as const;

export const LIVE_MESSAGES = {
  notFound: '라이브 방송을 찾을 수 없습니다.',
  loadFailed: '라이브 방송을 불러오지 못했습니다',
  listLoadFailed: '라이브 방송 목록을 불러오지 못했습니다',
  chatLoadFailed: '채팅을 불러오지 못했습니다',
  tokenFailed: '채팅에 연결하지 못했습니다',
  tokenInvalid: '채팅 연결이 만료되었습니다. 페이지를 새로고침해 주세요.',
  loginToChat: '로그인 후 채팅에 참여할 수 있습니다.',
  chatEmpty: '채팅 내용을 입력해 주세요.',
  chatTooLong: `채팅은 ${LIVE_LIMITS.chatLength.toString()}자까지 입력할 수 있습니다.`,
  chatUpcoming: '방송이 시작되면 채팅할 수 있습니다.',
  chatEnded: '방송이 종료되어 채팅할 수 없습니다.',
  noActives: '지금 방송 중인 라이브가 없습니다.',
  noUpcoming: '예정된 라이브 방송이 없습니다.',
  noReplays: '다시 볼 수 있는 방송이 없습니다.',
  noChat: '아직 채팅이 없습니다. 첫 채팅을 남겨 보세요.',
  sandboxNotice: '샌드박스 플레이어: 실제 송출이 아닌 케이몰 데모 영상을 재생합니다.',
} as const;

const PeriodStateSchema = z.enum(PERIOD_STATES);

export const LiveRoomSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  host_name: z.string(),
  background_color: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  state: PeriodStateSchema,
  /** The headline goods. */
  goods: GoodsCardSchema,
  /** How many goods the broadcast sells (the headline goods among them). */
  goods_count: z.number().int(),
});

export const LiveRoomDetailSchema = LiveRoomSummarySchema.extend({
  description: z.string(),
  /** What the sandbox player plays: the broadcast on air, its replay once ended; null before it starts. */
  video_url: z.string().nullable(),
  /** The goods of the broadcast, in the host's order. */
  goods_list: z.array(GoodsCardSchema),
  chat_count: z.number().int(),
});

export const LiveActivesSchema = z.object({ live_rooms: z.array(LiveRoomSummarySchema) });
export const LiveSchedulesSchema = z.object({ upcoming: z.array(LiveRoomSummarySchema), replays: z.array(LiveRoomSummarySchema) });
export const LiveRoomParamSchema = z.object({ roomId: DbIdParamSchema });

export const LiveUserTokenSchema = z.object({
  token: z.string(),
  nickname: z.string(),
  /** A member's token may post; a visitor's reads only. */
  can_chat: z.boolean(),
  expires_at: z.string(),
});

export const LiveChatMessageSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  is_host: z.boolean(),
  /** The poster's own message (a member's token asks). */
  mine: z.boolean(),
  body: z.string(),
  created_at: z.string(),
});
export const LiveChatQuerySchema = z.object({ after: DbIdCursorParamSchema.optional() });
export const LiveChatListSchema = z.object({ messages: z.array(LiveChatMessageSchema) });
/** Checked by `liveChatRefusal` (a message over the limit is refused with its own message, not a bare 400). */
export const LiveChatBodySchema = z.object({ body: z.string().max(2000) });

export type LiveRoomSummary = z.infer<typeof LiveRoomSummarySchema>;
export type LiveRoomDetail = z.infer<typeof LiveRoomDetailSchema>;
export type LiveActives = z.infer<typeof LiveActivesSchema>;
export type LiveSchedules = z.infer<typeof LiveSchedulesSchema>;
export type LiveUserToken = z.infer<typeof LiveUserTokenSchema>;
export type LiveChatMessage = z.infer<typeof LiveChatMessageSchema>;
export type LiveChatList = z.infer<typeof LiveChatListSchema>;
export type LiveChatBody = z.infer<typeof LiveChatBodySchema>;

/** Characters as a reader counts them: `안녕하세요` is 5, an emoji 1. */
export const chatLength = (text: string) => [...text.trim()].length;

export type LiveChatRefusal = 'loginToChat' | 'chatUpcoming' | 'chatEnded' | 'chatEmpty' | 'chatTooLong';

/** Why a chat message is refused, first reason first (null: it may be posted). The room page checks the same before sending. */
export function liveChatRefusal(a: { member: boolean; state: z.infer<typeof PeriodStateSchema>; body: string }): LiveChatRefusal | null {
  if (!a.member) return 'loginToChat';
  if (a.state === 'upcoming') return 'chatUpcoming';
  if (a.state === 'ended') return 'chatEnded';
  const length = chatLength(a.body);
  if (length === 0) return 'chatEmpty';
  if (length > LIVE_LIMITS.chatLength) return 'chatTooLong';
  return null;
}

/** A visitor's chat nickname: `시청자` and four digits from the token's own randomness. */
export const visitorNickname = (n: number) => `시청자${String(Math.abs(Math.trunc(n)) % 10_000).padStart(4, '0')}`;
