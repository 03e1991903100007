import {
  LIVE_API,
  LIVE_LIMITS,
  LIVE_MESSAGES,
  LIVE_TOKEN_HEADER,
  LiveActivesSchema,
  LiveChatListSchema,
  LiveChatMessageSchema,
  LiveRoomDetailSchema,
  LiveSchedulesSchema,
  LiveUserTokenSchema,
  liveChatPath,
  liveRoomApiPath,
  liveUserTokenPath,
} from '@mall/shared-contracts/exhibit';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChatMessages, liveRoomGoods, liveRoomTokens } from '../../../../../src/db/schema';
import { hashToken } from '../../../../../src/lib/tokens';
import { SEEDED_LIVE_ROOMS } from '../../../../../src/db/seed/exhibit-data';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';

describe('live commerce', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  const userToken = async (roomId: number, headers: Record<string, string> = {}) =>
    expectBody(await ctx.app.inject({ method: 'POST', url: liveUserTokenPath(roomId), headers }), 201, LiveUserTokenSchema);
  const post = (roomId: number, body: string, token?: string) =>
    ctx.app.inject({ method: 'POST', url: liveChatPath(roomId), headers: token ? { [LIVE_TOKEN_HEADER]: token } : {}, payload: { body } });

  it('lists the rooms on air, the upcoming ones soonest first and the replays latest first', async () => {
    const actives = expectBody(await ctx.app.inject({ url: LIVE_API.actives }), 200, LiveActivesSchema).live_rooms;
    expect(actives.map((r) => [r.title, r.state])).toEqual([
      ['겨울 아우터 라이브 특가', 'ongoing'],
      ['러닝화 신상 언박싱 라이브', 'ongoing'],
    ]);
    const [stored] = await ctx.db.db.select({ n: count() }).from(liveRoomGoods).where(eq(liveRoomGoods.liveRoomId, SEEDED_LIVE_ROOMS.onAir));
    expect(actives[0]!.goods_count).toBe(stored!.n);
    const schedules = expectBody(await ctx.app.inject({ url: LIVE_API.schedules }), 200, LiveSchedulesSchema);
    expect(schedules.upcoming.map((r) => r.title)).toEqual(['니트 코디 라이브', '홀리데이 선물 추천 라이브']);
    expect(schedules.replays.map((r) => r.title)).toEqual(['가을 니트 시즌오프 라이브', '블랙프라이데이 라이브']);
    expect([...schedules.upcoming, ...schedules.replays].map((r) => r.state)).toEqual(['upcoming', 'upcoming', 'ended', 'ended']);
  });

  it('answers a room with its goods in the host order and the sandbox video, none before it starts', async () => {
    const onAir = expectBody(await ctx.app.inject({ url: liveRoomApiPath(SEEDED_LIVE_ROOMS.onAir) }), 200, LiveRoomDetailSchema);
    expect(onAir.goods_list.map((g) => g.id)).toEqual([16, 17, 20, 25]);
    expect(onAir.video_url).toBe('/media/live/sandbox-broadcast.webm');
    expect(onAir.chat_count).toBe(6);
    const upcoming = expectBody(await ctx.app.inject({ url: liveRoomApiPath(SEEDED_LIVE_ROOMS.upcoming) }), 200, LiveRoomDetailSchema);
    expect(upcoming).toMatchObject({ state: 'upcoming', video_url: null, chat_count: 0 });
    const ended = expectBody(await ctx.app.inject({ url: liveRoomApiPath(SEEDED_LIVE_ROOMS.ended) }), 200, LiveRoomDetailSchema);
    expect(ended).toMatchObject({ state: 'ended', video_url: '/media/live/sandbox-broadcast.webm' });
    expectApiError(await ctx.app.inject({ url: liveRoomApiPath(999) }), 404, LIVE_MESSAGES.notFound);
    expectApiError(await ctx.app.inject({ method: 'POST', url: liveUserTokenPath(999) }), 404, LIVE_MESSAGES.notFound);
  });

  it('serves the sandbox video, whole or by range', async () => {
    const whole = await ctx.app.inject({ url: '/media/live/sandbox-broadcast.webm' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    // The WebM (EBML) signature.
    expect([...whole.rawPayload.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(whole.rawPayload.length).toBeLessThan(300_000);
    const part = await ctx.app.inject({ url: '/media/live/sandbox-broadcast.webm', headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${whole.rawPayload.length.toString()}`);
    expect(part.rawPayload.length).toBe(100);
    expect((await ctx.app.inject({ url: '/media/live/sandbox-broadcast.webm', headers: { range: 'bytes=999999999-' } })).statusCode).toBe(416);
    expect((await ctx.app.inject({ url: '/media/live/other.webm' })).statusCode).toBe(404);
  });

  it("gives a visitor a read-only token and a member one that chats under the member's masked name", async () => {
    const visitor = await userToken(SEEDED_LIVE_ROOMS.onAir);
    expect(visitor.can_chat).toBe(false);
    expect(visitor.nickname).toMatch(/^시청자\d{4}$/);
    const { token } = await loginDemo(ctx.app);
    const member = await userToken(SEEDED_LIVE_ROOMS.onAir, bearer(token));
    expect(member).toMatchObject({ can_chat: true, nickname: '김*모' });
    expect(Date.parse(member.expires_at) - Date.now()).toBeGreaterThan((LIVE_LIMITS.tokenHours - 1) * 3_600_000);
    // A dead bearer token is refused, not taken for a visitor.
    expectApiError(await ctx.app.inject({ method: 'POST', url: liveUserTokenPath(SEEDED_LIVE_ROOMS.onAir), headers: bearer('dead') }), 401);
  });

  it('lets a member post a Korean message on air; the feed shows it, theirs, after the seeded ones', async () => {
    const { token } = await loginDemo(ctx.app);
    const member = await userToken(SEEDED_LIVE_ROOMS.onAir, bearer(token));
    const before = expectBody(await ctx.app.inject({ url: liveChatPath(SEEDED_LIVE_ROOMS.onAir) }), 200, LiveChatListSchema).messages;
    expect(before[0]).toMatchObject({ is_host: true, nickname: '쇼호스트 김하늘' });
    const text = '  패딩 아이보리 색상 L 사이즈 재고 있나요? 🙂\n';
    const posted = expectBody(await post(SEEDED_LIVE_ROOMS.onAir, text, member.token), 201, LiveChatMessageSchema);
    expect(posted).toMatchObject({ nickname: '김*모', body: '패딩 아이보리 색상 L 사이즈 재고 있나요? 🙂', mine: true, is_host: false });
    const after = expectBody(
      await ctx.app.inject({
        url: `${liveChatPath(SEEDED_LIVE_ROOMS.onAir)}?after=${before.at(-1)!.id.toString()}`,
        headers: { [LIVE_TOKEN_HEADER]: member.token },
      }),
      200,
      LiveChatListSchema,
    ).messages;
    expect(after).toEqual([posted]);
    // Read with another viewer's token, the message is not theirs.
    const visitor = await userToken(SEEDED_LIVE_ROOMS.onAir);
    const seen = expectBody(
      await ctx.app.inject({ url: liveChatPath(SEEDED_LIVE_ROOMS.onAir), headers: { [LIVE_TOKEN_HEADER]: visitor.token } }),
      200,
      LiveChatListSchema,
    );
    expect(seen.messages.at(-1)).toMatchObject({ id: posted.id, mine: false });
  });

  it('refuses a message without a token, from a visitor, empty, too long, before or after the broadcast', async () => {
    const { token } = await loginDemo(ctx.app);
    const [onAir, upcoming, ended] = await Promise.all(
      [SEEDED_LIVE_ROOMS.onAir, SEEDED_LIVE_ROOMS.upcoming, SEEDED_LIVE_ROOMS.ended].map((id) => userToken(id, bearer(token))),
    );
    const visitor = await userToken(SEEDED_LIVE_ROOMS.onAir);
    const [{ n: stored }] = (await ctx.db.db.select({ n: count() }).from(liveChatMessages)) as [{ n: number }];

    expectApiError(await post(SEEDED_LIVE_ROOMS.onAir, '안녕하세요'), 401, LIVE_MESSAGES.tokenInvalid);
    expectApiError(await post(SEEDED_LIVE_ROOMS.onAir, '안녕하세요', 'not-a-token'), 401, LIVE_MESSAGES.tokenInvalid);
    // A token of another room is no token here.
    expectApiError(await post(SEEDED_LIVE_ROOMS.onAir, '안녕하세요', ended!.token), 401, LIVE_MESSAGES.tokenInvalid);
    expectApiError(await post(SEEDED_LIVE_ROOMS.onAir, '안녕하세요', visitor.token), 401, LIVE_MESSAGES.loginToChat);
    expectApiError(await post(SEEDED_LIVE_ROOMS.onAir, ' \n ', onAir!.token), 422, LIVE_MESSAGES.chatEmpty);
    // 100 Hangul syllables pass; 101 do not.
    expect((await post(SEEDED_LIVE_ROOMS.onAir, '가'.repeat(LIVE_LIMITS.chatLength), onAir!.token)).statusCode).toBe(201);
    expectApiError(await post(SEEDED_LIVE_ROOMS.onAir, '가'.repeat(LIVE_LIMITS.chatLength + 1), onAir!.token), 422, LIVE_MESSAGES.chatTooLong);
    expectApiError(await post(SEEDED_LIVE_ROOMS.upcoming, '언제 시작해요?', upcoming!.token), 422, LIVE_MESSAGES.chatUpcoming);
    expectApiError(await post(SEEDED_LIVE_ROOMS.ended, '다시보기 좋아요', ended!.token), 422, LIVE_MESSAGES.chatEnded);
    expectApiError(await post(999, '안녕하세요', onAir!.token), 404, LIVE_MESSAGES.notFound);

    const [{ n: now }] = (await ctx.db.db.select({ n: count() }).from(liveChatMessages)) as [{ n: number }];
    expect(now).toBe(stored + 1);
  });

  it('the hourly purge deletes viewer tokens that expired a day ago and keeps the others', async () => {
    const { token } = await loginDemo(ctx.app);
    const [stale, recent, live] = await Promise.all([
      userToken(SEEDED_LIVE_ROOMS.onAir),
      userToken(SEEDED_LIVE_ROOMS.onAir),
      userToken(SEEDED_LIVE_ROOMS.onAir, bearer(token)),
    ]);
    const expire = (t: string, hoursAgo: number) =>
      ctx.db.db
        .update(liveRoomTokens)
        .set({ expiresAt: new Date(Date.now() - hoursAgo * 3_600_000) })
        .where(eq(liveRoomTokens.tokenHash, hashToken(t)));
    await expire(stale.token, 25);
    await expire(recent.token, 1);
    const stored = async (t: string) =>
      (
        await ctx.db.db
          .select({ id: liveRoomTokens.id })
          .from(liveRoomTokens)
          .where(eq(liveRoomTokens.tokenHash, hashToken(t)))
      ).length;

    const purged = await ctx.app.purgeExpired();
    expect(purged.liveRoomTokens).toBe(1);
    expect(await stored(stale.token)).toBe(0);
    expect(await stored(recent.token)).toBe(1);
    // The member's token still chats.
    expectBody(await post(SEEDED_LIVE_ROOMS.onAir, '아직 방송 보고 있어요', live.token), 201, LiveChatMessageSchema);
    expect((await ctx.app.purgeExpired()).liveRoomTokens).toBe(0);
  });
});
