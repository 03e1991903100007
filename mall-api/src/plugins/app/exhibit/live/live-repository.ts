import { randomInt } from 'node:crypto';
import {
  LIVE_LIMITS,
  LIVE_MESSAGES,
  liveChatRefusal,
  maskWinnerName,
  periodState,
  visitorNickname,
  type LiveChatMessage,
  type LiveChatRefusal,
  type LiveRoomDetail,
  type LiveRoomSummary,
  type LiveUserToken,
  type PeriodState,
} from '@mall/shared-contracts/exhibit';
import { and, asc, count, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { liveChatMessages, liveRoomGoods, liveRooms, liveRoomTokens, members } from '../../../../db/schema';
import { AppError } from '../../../../lib/errors';
import { hashToken, newToken } from '../../../../lib/tokens';
import type { GoodsRepository } from '../../catalog/goods/goods-repository';

declare module 'fastify' {
  interface FastifyInstance {
    liveRepository: LiveRepository;
  }
}

type RoomRow = typeof liveRooms.$inferSelect;

const HOUR = 3_600_000;

const REFUSAL_STATUS: Record<LiveChatRefusal, number> = { loginToChat: 401, chatUpcoming: 422, chatEnded: 422, chatEmpty: 422, chatTooLong: 422 };
const refused = (reason: LiveChatRefusal) =>
  new AppError(REFUSAL_STATUS[reason], `LIVE_${reason.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`, LIVE_MESSAGES[reason]);
const tokenInvalid = () => new AppError(401, 'LIVE_TOKEN_INVALID', LIVE_MESSAGES.tokenInvalid);

function inState(state: PeriodState, now: Date) {
  if (state === 'upcoming') return gt(liveRooms.startAt, now);
  if (state === 'ongoing') return and(lte(liveRooms.startAt, now), gt(liveRooms.endAt, now));
  return lte(liveRooms.endAt, now);
}

/** On air: started first first; upcoming: soonest first; replays: latest first. */
const ORDER = {
  ongoing: [asc(liveRooms.startAt), asc(liveRooms.id)],
  upcoming: [asc(liveRooms.startAt), asc(liveRooms.id)],
  ended: [desc(liveRooms.endAt), desc(liveRooms.id)],
} as const;

const periodOf = (row: RoomRow, now: Date) => {
  const period = { start_at: row.startAt.toISOString(), end_at: row.endAt.toISOString() };
  return { ...period, state: periodState(period, now.getTime()) };
};

/** The body as stored: trimmed, line breaks and other control characters turned into spaces. */
const cleanBody = (body: string) => body.replace(/\p{Cc}+/gu, ' ').trim();

export function createLiveRepository(db: Database, goodsRepository: GoodsRepository) {
  /** Each room's goods ids in the host's order, the headline goods first when it is not listed. */
  async function goodsIdsOf(rows: RoomRow[]): Promise<Map<number, number[]>> {
    const items = rows.length
      ? await db
          .select({ roomId: liveRoomGoods.liveRoomId, goodsId: liveRoomGoods.goodsId })
          .from(liveRoomGoods)
          .where(
            inArray(
              liveRoomGoods.liveRoomId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(liveRoomGoods.sortOrder), asc(liveRoomGoods.id))
      : [];
    return new Map(
      rows.map((r) => {
        const listed = items.filter((i) => i.roomId === r.id).map((i) => i.goodsId);
        return [r.id, listed.includes(r.goodsId) ? listed : [r.goodsId, ...listed]];
      }),
    );
  }

  async function summaries(rows: RoomRow[], now: Date) {
    const goodsIds = await goodsIdsOf(rows);
    const cards = new Map((await goodsRepository.cardsByIds([...new Set([...goodsIds.values()].flat())])).map((c) => [c.id, c]));
    return rows.flatMap((r) => {
      const goods = cards.get(r.goodsId);
      if (!goods) return [];
      const list = goodsIds.get(r.id)!.flatMap((id) => cards.get(id) ?? []);
      const summary: LiveRoomSummary = {
        id: r.id,
        title: r.title,
        host_name: r.hostName,
        background_color: r.backgroundColor,
        ...periodOf(r, now),
        goods,
        goods_count: list.length,
      };
      return [{ summary, row: r, list }];
    });
  }

  async function listIn(state: PeriodState, now: Date) {
    const rows = await db
      .select()
      .from(liveRooms)
      .where(inState(state, now))
      .orderBy(...ORDER[state]);
    return (await summaries(rows, now)).map((s) => s.summary);
  }

  async function findRow(id: number) {
    const [row] = await db.select().from(liveRooms).where(eq(liveRooms.id, id));
    return row ?? null;
  }

  /** The live token of this room, unexpired (null: none such). */
  async function findToken(roomId: number, token: string | null, now: Date) {
    if (!token) return null;
    const [row] = await db
      .select({ memberId: liveRoomTokens.memberId, nickname: liveRoomTokens.nickname })
      .from(liveRoomTokens)
      .where(and(eq(liveRoomTokens.tokenHash, hashToken(token)), eq(liveRoomTokens.liveRoomId, roomId), gt(liveRoomTokens.expiresAt, now)));
    return row ?? null;
  }

  return {
    /** The broadcasts on air now. */
    actives: (now: Date) => listIn('ongoing', now),

    /** The broadcasts to come and the ended ones (replays). */
    async schedules(now: Date) {
      const [upcoming, replays] = await Promise.all([listIn('upcoming', now), listIn('ended', now)]);
      return { upcoming, replays };
    },

    /** One room with its goods and what the player plays (null: no such room). */
    async detail(id: number, now: Date): Promise<LiveRoomDetail | null> {
      const row = await findRow(id);
      if (!row) return null;
      const [[room], [chat]] = await Promise.all([
        summaries([row], now),
        db.select({ n: count() }).from(liveChatMessages).where(eq(liveChatMessages.liveRoomId, id)),
      ]);
      if (!room) return null;
      return {
        ...room.summary,
        description: row.description,
        video_url: room.summary.state === 'upcoming' ? null : row.videoUrl,
        goods_list: room.list,
        chat_count: chat?.n ?? 0,
      };
    },

    /**
     * A viewer's user token for the room (spec "user-token"): a member's carries their masked name and may
     * chat; a visitor's a 시청자 number and reads only. Null: no such room.
     */
    async issueToken(roomId: number, memberId: number | null, now: Date): Promise<LiveUserToken | null> {
      const row = await findRow(roomId);
      if (!row) return null;
      let nickname = visitorNickname(randomInt(10_000));
      if (memberId !== null) {
        const [member] = await db.select({ name: members.name }).from(members).where(eq(members.id, memberId));
        if (member) nickname = maskWinnerName(member.name);
      }
      const token = newToken();
      const expiresAt = new Date(now.getTime() + LIVE_LIMITS.tokenHours * HOUR);
      await db.insert(liveRoomTokens).values({ liveRoomId: roomId, memberId, nickname, tokenHash: hashToken(token), expiresAt });
      return { token, nickname, can_chat: memberId !== null, expires_at: expiresAt.toISOString() };
    },

    /**
     * The latest messages, oldest first, or those after `after` (the feed's polling). `mine` marks the
     * token holder's own. Null: no such room.
     */
    async chat(roomId: number, after: number | undefined, token: string | null, now: Date): Promise<LiveChatMessage[] | null> {
      const [row, viewer] = await Promise.all([findRow(roomId), findToken(roomId, token, now)]);
      if (!row) return null;
      const rows = await db
        .select()
        .from(liveChatMessages)
        .where(and(eq(liveChatMessages.liveRoomId, roomId), after === undefined ? undefined : gt(liveChatMessages.id, after)))
        .orderBy(desc(liveChatMessages.id))
        .limit(LIVE_LIMITS.chatPage);
      return rows.reverse().map((m) => ({
        id: m.id,
        nickname: m.nickname,
        is_host: m.isHost,
        mine: viewer?.memberId != null && m.memberId === viewer.memberId,
        body: m.body,
        created_at: m.createdAt.toISOString(),
      }));
    },

    /**
     * Posts a message with the room's user token (rules: `liveChatRefusal`: a member's token, on air, 1 to
     * 100 characters). Null: no such room.
     */
    async post(roomId: number, token: string | null, body: string, now: Date): Promise<LiveChatMessage | null> {
      const row = await findRow(roomId);
      if (!row) return null;
      const viewer = await findToken(roomId, token, now);
      if (!viewer) throw tokenInvalid();
      const text = cleanBody(body);
      const reason = liveChatRefusal({ member: viewer.memberId !== null, state: periodOf(row, now).state, body: text });
      if (reason) throw refused(reason);
      const [inserted] = await db
        .insert(liveChatMessages)
        .values({ liveRoomId: roomId, memberId: viewer.memberId, nickname: viewer.nickname, body: text, createdAt: now })
        .returning();
      const m = inserted!;
      return { id: m.id, nickname: m.nickname, is_host: m.isHost, mine: true, body: m.body, created_at: m.createdAt.toISOString() };
    },
  };
}
export type LiveRepository = ReturnType<typeof createLiveRepository>;

export const liveRepositoryPlugin = fp(
  async (app) => {
    app.decorate('liveRepository', createLiveRepository(app.db, app.goodsRepository));
  },
  { name: 'live-repository', dependencies: ['db', 'goods-repository'] },
);

export default liveRepositoryPlugin;
