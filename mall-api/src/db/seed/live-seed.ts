import { maskWinnerName } from '@mall/shared-contracts/exhibit';
import { asc, count } from 'drizzle-orm';
import type { Database } from '../client';
import * as t from '../schema';
import { eventParticipants } from './event-participants';
import { LIVE_CHAT, LIVE_ROOMS } from './exhibit-data';

const MINUTE = 60_000;

/**
 * The live rooms' goods (in the host's order) and the chat of the rooms that have started: the host's
 * notices and the seeded reviewers' messages, at their minute after the start (never later than now).
 * Seeded when no room has goods yet and the rooms and reviewers exist.
 */
export async function seedLiveCommerce(db: Database, now = Date.now()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.liveRoomGoods);
  if (row?.n) return false;
  const rooms = await db
    .select({ id: t.liveRooms.id, title: t.liveRooms.title, hostName: t.liveRooms.hostName, startAt: t.liveRooms.startAt })
    .from(t.liveRooms)
    .orderBy(asc(t.liveRooms.id));
  const participants = await eventParticipants(db);
  if (!rooms.length || !participants) return false;
  const seeded = rooms.flatMap((room) => {
    const data = LIVE_ROOMS.find((r) => r.title === room.title);
    return data ? [{ room, data }] : [];
  });
  const viewers = participants.reviewers;
  let turn = 0;
  await db.transaction(async (tx) => {
    const goods = seeded.flatMap(({ room, data }) => data.goodsIds.map((goodsId, j) => ({ liveRoomId: room.id, goodsId, sortOrder: j + 1 })));
    if (goods.length) await tx.insert(t.liveRoomGoods).values(goods);
    const chat = seeded.flatMap(({ room, data }) =>
      (LIVE_CHAT[LIVE_ROOMS.indexOf(data) + 1] ?? []).flatMap((m): (typeof t.liveChatMessages.$inferInsert)[] => {
        const createdAt = new Date(room.startAt.getTime() + m.minute * MINUTE);
        if (createdAt.getTime() > now) return [];
        if (m.host) return [{ liveRoomId: room.id, memberId: null, nickname: room.hostName, isHost: true, body: m.body, createdAt }];
        const viewer = viewers[turn++ % viewers.length]!;
        return [{ liveRoomId: room.id, memberId: viewer.id, nickname: maskWinnerName(viewer.name), isHost: false, body: m.body, createdAt }];
      }),
    );
    if (chat.length) await tx.insert(t.liveChatMessages).values(chat);
  });
  return true;
}
