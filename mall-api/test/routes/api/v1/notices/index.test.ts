import { API, MESSAGES } from '@mall/shared-contracts';
import { NoticeDetailSchema, NoticeListSchema } from '@mall/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { expectApiError, expectBody } from '../../../../helpers/api';

describe('notices', () => {
  let ctx: TestContext;
  const page = async (query: string) => expectBody(await ctx.app.inject({ method: 'GET', url: `${API.notices}${query}` }), 200, NoticeListSchema);
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('pages notices: important first, then newest', async () => {
    const first = await page('?page=1&per_page=10');
    expect(first).toMatchObject({ current_page: 1, per_page: 10, total: 25, last_page: 3 });
    const important = first.data.filter((n) => n.is_important).length;
    expect(important).toBeGreaterThan(0);
    expect(first.data.slice(0, important).every((n) => n.is_important)).toBe(true);
    const rest = first.data.slice(important).map((n) => n.created_at);
    expect(rest).toEqual([...rest].sort().reverse());
    expect(first.data[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const last = await page('?page=3&per_page=10');
    expect(last.data).toHaveLength(5);
    const ids = new Set([...first.data, ...(await page('?page=2&per_page=10')).data, ...last.data].map((n) => n.id));
    expect(ids.size).toBe(25);
    expect((await page('')).per_page).toBe(20);
    expectApiError(await ctx.app.inject({ method: 'GET', url: `${API.notices}?per_page=1000` }), 422);
  });

  it('returns a notice with its older and newer neighbours', async () => {
    const body = expectBody(await ctx.app.inject({ method: 'GET', url: API.notice(10) }), 200, NoticeDetailSchema);
    expect(body.contents).toContain('\n');
    expect(body.contents).not.toMatch(/<[a-z]/i);
    expect(body.prev?.id).toBe(9);
    expect(body.next?.id).toBe(11);
    const oldest = expectBody(await ctx.app.inject({ method: 'GET', url: API.notice(1) }), 200, NoticeDetailSchema);
    expect(oldest.prev).toBeNull();
  });

  it('404s unknown notices with the Korean message', async () => {
    for (const id of ['9999', 'abc']) expectApiError(await ctx.app.inject({ method: 'GET', url: API.notice(id) }), 404, MESSAGES.noticeNotFound);
  });
});
