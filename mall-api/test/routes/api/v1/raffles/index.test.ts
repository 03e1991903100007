import {
  drawOrder,
  MyRaffleListSchema,
  RAFFLE_API,
  RAFFLE_MESSAGES,
  RaffleDetailSchema,
  RaffleEntryCreatedSchema,
  RaffleListSchema,
  RaffleWinnersSchema,
  raffleEntriesPath,
  rafflePath,
  raffleWinnersPath,
} from '@mall/shared-contracts/exhibit';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raffleEntries, raffles, raffleWinners } from '../../../../../src/db/schema';
import { RAFFLE_JOURNEY_MEMBER, SEEDED_RAFFLES } from '../../../../../src/db/seed/raffles-data';
import { drawDueRaffles } from '../../../../../src/plugins/app/exhibit/raffles/raffle-draw';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';

describe('raffles', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  const login = async (loginId: string, password: string) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login_id: loginId, password } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { token: string }).token;
  };

  it('lists raffles by state with entry counts counted from the entries', async () => {
    const ongoing = expectBody(await ctx.app.inject({ url: `${RAFFLE_API.raffles}?state=ongoing` }), 200, RaffleListSchema).raffles;
    expect(ongoing.map((r) => r.state)).toEqual(['ongoing', 'ongoing', 'ongoing']);
    // Closing soonest first.
    expect(ongoing.map((r) => r.end_at)).toEqual([...ongoing.map((r) => r.end_at)].sort());
    const [[stored]] = await Promise.all([ctx.db.db.select({ n: count() }).from(raffleEntries).where(eq(raffleEntries.raffleId, SEEDED_RAFFLES.ongoing))]);
    expect(ongoing.find((r) => r.id === SEEDED_RAFFLES.ongoing)!.entry_count).toBe(stored!.n);
    expect(stored!.n).toBeGreaterThan(0);

    const upcoming = expectBody(await ctx.app.inject({ url: `${RAFFLE_API.raffles}?state=upcoming` }), 200, RaffleListSchema).raffles;
    expect(upcoming.map((r) => [r.id, r.entry_count])).toEqual([[SEEDED_RAFFLES.upcoming, 0]]);
    const ended = expectBody(await ctx.app.inject({ url: `${RAFFLE_API.raffles}?state=ended` }), 200, RaffleListSchema).raffles;
    expect(ended.map((r) => r.id)).toEqual([SEEDED_RAFFLES.endedNotAnnounced, SEEDED_RAFFLES.ended, 6]);
    expect(ended.map((r) => r.announced)).toEqual([false, true, true]);
  });

  it('draws the ended raffles once, by the published rule', async () => {
    const rows = await ctx.db.db.select().from(raffles).where(eq(raffles.id, SEEDED_RAFFLES.ended));
    const entries = await ctx.db.db.select({ id: raffleEntries.id }).from(raffleEntries).where(eq(raffleEntries.raffleId, SEEDED_RAFFLES.ended));
    const winners = await ctx.db.db
      .select({ entryId: raffleWinners.entryId })
      .from(raffleWinners)
      .where(eq(raffleWinners.raffleId, SEEDED_RAFFLES.ended))
      .orderBy(asc(raffleWinners.rank));
    expect(rows[0]!.drawnAt).not.toBeNull();
    expect(winners.map((w) => w.entryId)).toEqual(
      drawOrder(
        SEEDED_RAFFLES.ended,
        entries.map((e) => e.id),
        rows[0]!.winnerCount,
      ),
    );
    expect(await drawDueRaffles(ctx.db.db, new Date())).toBe(0);
  });

  it('shows masked winners only once announced', async () => {
    const shown = expectBody(await ctx.app.inject({ url: raffleWinnersPath(SEEDED_RAFFLES.ended) }), 200, RaffleWinnersSchema);
    expect(shown.announced).toBe(true);
    expect(shown.winners).toHaveLength(shown.winner_count);
    expect(shown.winners.map((w) => w.rank)).toEqual([1, 2, 3, 4, 5]);
    for (const w of shown.winners) {
      expect(w.name).toMatch(/^.\*+.?$/u);
      expect(w.login_id).toContain('*');
      expect(w.option_name).toMatch(/^사이즈 /);
    }
    const waiting = expectBody(await ctx.app.inject({ url: raffleWinnersPath(SEEDED_RAFFLES.endedNotAnnounced) }), 200, RaffleWinnersSchema);
    expect(waiting).toMatchObject({ announced: false, winners: [] });
    expectApiError(await ctx.app.inject({ url: raffleWinnersPath(99_999) }), 404, RAFFLE_MESSAGES.notFound);
  });

  it('gives a visitor the detail with sizes and no entry, a member their own entry and its result', async () => {
    const visitor = expectBody(await ctx.app.inject({ url: rafflePath(SEEDED_RAFFLES.ongoingEnteredByDemo) }), 200, RaffleDetailSchema);
    expect(visitor.my_entry).toBeNull();
    expect(visitor.options.map((o) => o.name)).toEqual(['사이즈 230', '사이즈 240', '사이즈 250', '사이즈 260', '사이즈 270', '사이즈 280']);
    const { token } = await loginDemo(ctx.app);
    const mine = expectBody(await ctx.app.inject({ url: rafflePath(SEEDED_RAFFLES.ongoingEnteredByDemo), headers: bearer(token) }), 200, RaffleDetailSchema);
    expect(mine.my_entry).toMatchObject({ option_name: '사이즈 260', result: 'pending' });
    expectApiError(await ctx.app.inject({ url: rafflePath(99_999) }), 404, RAFFLE_MESSAGES.notFound);
  });

  it('takes one entry per member with a size and consent, and refuses the rest with a clear message', async () => {
    const url = raffleEntriesPath(SEEDED_RAFFLES.ongoing);
    expectApiError(await ctx.app.inject({ method: 'POST', url, payload: { goods_option_id: 1, agreed: true } }), 401);
    const token = await login(RAFFLE_JOURNEY_MEMBER.loginId, RAFFLE_JOURNEY_MEMBER.password);
    const detail = expectBody(await ctx.app.inject({ url: rafflePath(SEEDED_RAFFLES.ongoing) }), 200, RaffleDetailSchema);
    const size = detail.options[1]!;
    const post = (payload: object, id: number = SEEDED_RAFFLES.ongoing) =>
      ctx.app.inject({ method: 'POST', url: raffleEntriesPath(id), headers: bearer(token), payload });

    expectApiError(await post({ goods_option_id: null, agreed: true }), 422, RAFFLE_MESSAGES.optionRequired);
    expectApiError(await post({ goods_option_id: 1, agreed: true }), 422, RAFFLE_MESSAGES.optionInvalid);
    expectApiError(await post({ goods_option_id: size.id, agreed: false }), 422, RAFFLE_MESSAGES.consentRequired);
    const created = expectBody(await post({ goods_option_id: size.id, agreed: true }), 201, RaffleEntryCreatedSchema);
    expect(created).toMatchObject({ raffle_id: SEEDED_RAFFLES.ongoing, option_name: size.name, entry_count: detail.entry_count + 1 });
    expectApiError(await post({ goods_option_id: size.id, agreed: true }), 409, RAFFLE_MESSAGES.alreadyEntered);

    expectApiError(await post({ goods_option_id: size.id, agreed: true }, SEEDED_RAFFLES.upcoming), 422, RAFFLE_MESSAGES.upcoming);
    expectApiError(await post({ goods_option_id: size.id, agreed: true }, SEEDED_RAFFLES.ended), 422, RAFFLE_MESSAGES.ended);
    expectApiError(await post({ goods_option_id: size.id, agreed: true }, 99_999), 404, RAFFLE_MESSAGES.notFound);

    const mine = expectBody(await ctx.app.inject({ url: RAFFLE_API.myRaffles, headers: bearer(token) }), 200, MyRaffleListSchema).raffles;
    expect(mine.map((r) => [r.id, r.entry.option_name, r.entry.result])).toEqual([[SEEDED_RAFFLES.ongoing, size.name, 'pending']]);
  });

  it("lists the demo member's raffles with pending, won and lost results", async () => {
    expectApiError(await ctx.app.inject({ url: RAFFLE_API.myRaffles }), 401);
    const { token } = await loginDemo(ctx.app);
    const mine = expectBody(await ctx.app.inject({ url: RAFFLE_API.myRaffles, headers: bearer(token) }), 200, MyRaffleListSchema).raffles;
    expect(mine.map((r) => r.id).sort()).toEqual([SEEDED_RAFFLES.ongoingEnteredByDemo, SEEDED_RAFFLES.ended, 6, SEEDED_RAFFLES.endedNotAnnounced].sort());
    // Latest entry first.
    expect(mine.map((r) => r.entry.entered_at)).toEqual([...mine.map((r) => r.entry.entered_at)].sort().reverse());
    const results = new Map(mine.map((r) => [r.id, r.entry.result]));
    expect(results.get(SEEDED_RAFFLES.ongoingEnteredByDemo)).toBe('pending');
    expect(results.get(SEEDED_RAFFLES.endedNotAnnounced)).toBe('pending');
    expect(results.get(SEEDED_RAFFLES.ended)).toBe('won');
    expect(results.get(6)).toBe('lost');
  });
});
