import { API, MESSAGES } from '@mall/shared-contracts';
import { NoticeDetailSchema, NoticeListSchema } from '@mall/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../../../../../src/db/schema';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { expectApiError, expectBody } from '../../../../helpers/api';

describe('notices', () => {
  let ctx: TestContext;
  const page = async (query: string) => expectBody(await ctx.app.inject({ method: 'GET', url: `${API.notices}${query}` }), 200, NoticeListSchema);
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('pins important notices above every page and pages the others, newest first', async () => {
    const first = await page('?page=1&per_page=10');
    expect(first).toMatchObject({ current_page: 1, per_page: 10, total: 23, last_page: 3 });
    expect(first.pinned.map((n) => n.title)).toEqual([
      '[필독] 사칭 문자 및 피싱 사이트 주의 안내',
      '[필독] 설 연휴 배송 및 고객센터 운영 안내',
      '[필독] 개인정보처리방침 개정 안내',
    ]);
    const second = await page('?page=2&per_page=10');
    expect(second.pinned).toEqual(first.pinned);
    const last = await page('?page=3&per_page=10');
    expect(last.data).toHaveLength(3);
    const listed = [...first.data, ...second.data, ...last.data];
    expect(listed.every((n) => !n.is_important)).toBe(true);
    expect(new Set(listed.map((n) => n.id)).size).toBe(23);
    const dates = listed.map((n) => n.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.data[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await page('')).per_page).toBe(20);
    expectApiError(await ctx.app.inject({ method: 'GET', url: `${API.notices}?per_page=1000` }), 422);
  });

  it('returns a notice with its older and newer neighbours', async () => {
    const body = expectBody(await ctx.app.inject({ method: 'GET', url: API.notice(10) }), 200, NoticeDetailSchema);
    // Operators write HTML; the storefront sanitises it (mfe-cs-center SafeHtml).
    expect(body.contents).toMatch(/^<p>안녕하세요, 케이몰입니다\.<\/p>/);
    expect(body.prev?.id).toBe(9);
    expect(body.next?.id).toBe(11);
    // The oldest notice is the board check with hostile markup, stored as written (the page sanitises it).
    const oldest = expectBody(await ctx.app.inject({ method: 'GET', url: API.notice(26) }), 200, NoticeDetailSchema);
    expect(oldest.prev).toBeNull();
    expect(oldest.contents).toContain('<script>');
  });

  it('every notice says something of its own: no two bodies alike, each names what its title announces', async () => {
    const rows = await ctx.db.db.select({ title: notices.title, contents: notices.contents }).from(notices);
    expect(rows.length).toBeGreaterThan(20);
    expect(new Set(rows.map((r) => r.contents)).size).toBe(rows.length);
    // Past the greeting, no body repeats another's sentence (the seed once filled one template with the title).
    const middles = rows.map((r) => r.contents.replace('<p>안녕하세요, 케이몰입니다.</p>', '').split('</p>')[0]);
    expect(new Set(middles).size).toBe(rows.length);
    for (const r of rows) expect(r.contents, r.title).not.toContain('관련하여 안내드립니다');
  });

  it('404s unknown notices with the Korean message', async () => {
    for (const id of ['9999', 'abc']) expectApiError(await ctx.app.inject({ method: 'GET', url: API.notice(id) }), 404, MESSAGES.noticeNotFound);
  });
});
