import { SPECIAL_EVENT_API, SPECIAL_EVENT_MESSAGES, SpecialEventListSchema, SpecialEventSchema, specialEventPath } from '@mall/shared-contracts/exhibit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_SPECIAL_EVENTS, SPECIAL_EVENTS } from '../../../../../src/db/seed/special-events-data';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { expectApiError, expectBody } from '../../../../helpers/api';

describe('special events', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  const list = async (state: string) =>
    expectBody(await ctx.app.inject({ url: `${SPECIAL_EVENT_API.specialEvents}?state=${state}` }), 200, SpecialEventListSchema).special_events;

  it('lists the events by state, each with its goods counted from its rows', async () => {
    const ongoing = await list('ongoing');
    expect(ongoing.map((e) => e.title)).toEqual(['앱 다운로드 럭키 드로우', '포토 리뷰 어워즈', '첫 구매 웰컴 이벤트']);
    expect(ongoing.map((e) => e.goods_count)).toEqual([0, 4, 6]);
    expect((await list('upcoming')).map((e) => e.id)).toEqual([SEEDED_SPECIAL_EVENTS.upcoming]);
    const ended = await list('ended');
    expect(ended.map((e) => [e.id, e.state])).toEqual([
      [SEEDED_SPECIAL_EVENTS.ended, 'ended'],
      [6, 'ended'],
    ]);
    // Without a state: all of them, ongoing, then upcoming, then ended, each in its own order.
    const all = expectBody(await ctx.app.inject({ url: SPECIAL_EVENT_API.specialEvents }), 200, SpecialEventListSchema).special_events;
    expect(all).toHaveLength(SPECIAL_EVENTS.length);
    expect(all.map((e) => e.id)).toEqual([...ongoing, ...(await list('upcoming')), ...ended].map((e) => e.id));
    expectApiError(await ctx.app.inject({ url: `${SPECIAL_EVENT_API.specialEvents}?state=soon` }), 422);
  });

  it('gives one event with its steps, notes and goods in their order; an unknown id is a 404', async () => {
    const event = expectBody(await ctx.app.inject({ url: specialEventPath(SEEDED_SPECIAL_EVENTS.ongoing) }), 200, SpecialEventSchema);
    expect(event).toMatchObject({ title: '첫 구매 웰컴 이벤트', benefit: '첫 구매 고객 전원 적립금 5,000원', state: 'ongoing' });
    expect(event.how_to).toEqual(SPECIAL_EVENTS[0].howTo);
    expect(event.notes).toHaveLength(3);
    expect(event.goods.map((g) => g.id)).toEqual([2, 5, 9, 14, 18, 21]);
    expectApiError(await ctx.app.inject({ url: specialEventPath(99_999) }), 404, SPECIAL_EVENT_MESSAGES.notFound);
  });
});
