import { API } from '@mall/shared-contracts';
import { PopupListSchema } from '@mall/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { popups } from '../../../../../src/db/schema';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { expectApiError, expectBody } from '../../../../helpers/api';

describe('GET popups', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('lists the main popups inside their display period, in curated order, with their image', async () => {
    const body = expectBody(await ctx.app.inject({ method: 'GET', url: `${API.popups}?position=main` }), 200, PopupListSchema);
    expect(body.popups.map((p) => p.title)).toEqual(['겨울 아우터 최대 50% 할인', '신규 회원 웰컴 쿠폰']);
    const now = Date.now();
    for (const p of body.popups) {
      expect(Date.parse(p.start_at)).toBeLessThanOrEqual(now);
      expect(Date.parse(p.end_at)).toBeGreaterThanOrEqual(now);
    }
    const image = await ctx.app.inject({ method: 'GET', url: body.popups[0]!.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('겨울 아우터 최대 50% 할인');
  });

  it('leaves out popups before or after their period (the seeded holiday notice has ended)', async () => {
    const day = 86_400_000;
    const [future] = await ctx.db.db
      .insert(popups)
      .values({
        position: 'main',
        title: '곧 시작',
        linkUrl: null,
        backgroundColor: '#000000',
        startAt: new Date(Date.now() + day),
        endAt: new Date(Date.now() + 2 * day),
        sortOrder: 0,
      })
      .returning();
    const listed = await ctx.app.settingsRepository.listPopups('main');
    expect(listed.map((p) => p.title)).not.toContain('곧 시작');
    expect(listed.map((p) => p.title)).not.toContain('추석 연휴 배송 안내');
    const later = await ctx.app.settingsRepository.listPopups('main', new Date(Date.now() + day + 1000));
    expect(later.map((p) => p.title)).toContain('곧 시작');
    const holiday = await ctx.app.settingsRepository.listPopups('main', new Date('2026-10-01T00:00:00+09:00'));
    expect(holiday.map((p) => p.title)).toContain('추석 연휴 배송 안내');
    expect(future!.id).toBeGreaterThan(3);
  });

  it('defaults to the main position and refuses an unknown one', async () => {
    expectBody(await ctx.app.inject({ method: 'GET', url: API.popups }), 200, PopupListSchema);
    expectApiError(await ctx.app.inject({ method: 'GET', url: `${API.popups}?position=cart` }), 422);
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/media/popups/999.svg' }), 404);
  });
});
