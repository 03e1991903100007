import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@mall/shared-ui';
import { API } from '@mall/shared-contracts';
import {
  createFakePlatform,
  fail,
  noticeDetailFixture,
  noticeListFixture,
  noticeSummaryFixture,
  ok,
  renderWithPlatform,
  type FakeRoutes,
} from '@mall/shared-ui/testing';
import { NoticeDetailPage } from '../components/notice-detail-page';
import { NoticeListPage } from '../components/notice-list-page';

function renderNotices(route: string, routes: FakeRoutes) {
  const platform = createFakePlatform({ routes });
  renderWithPlatform(
    <Routes>
      <Route path="/cs-center/notice" element={<NoticeListPage />} />
      <Route path="/cs-center/notice/:id" element={<NoticeDetailPage />} />
    </Routes>,
    { platform, route },
  );
  return platform;
}

const page = (n: number) =>
  noticeListFixture(
    n === 1
      ? [
          noticeSummaryFixture({ id: 30, title: '개인정보 처리방침 개정 안내', is_important: true, created_at: '2024-04-01T09:00:00+09:00' }),
          noticeSummaryFixture({ id: 29, title: '설 연휴 배송 안내', is_important: false, created_at: '2024-02-05T09:00:00+09:00' }),
        ]
      : [noticeSummaryFixture({ id: 10, title: '오픈 이벤트 당첨자 발표', created_at: '2023-11-11T09:00:00+09:00' })],
    { current_page: n, per_page: 10, total: 21, last_page: 3 },
  );

describe('NoticeListPage', () => {
  it('renders the notices with the 중요 badge on important ones only, linking to their detail', async () => {
    const platform = renderNotices('/cs-center/notice', { [`GET ${API.notices}`]: (req) => ok(page(Number(req.params.page))) });
    const important = (await screen.findByText('개인정보 처리방침 개정 안내')).closest('a')!;
    const normal = screen.getByText('설 연휴 배송 안내').closest('a')!;
    expect(within(important).queryByText('중요')).not.toBeNull();
    expect(within(normal).queryByText('중요')).toBeNull();
    expect(important.getAttribute('href')).toBe('/cs-center/notice/30');
    expect(important.textContent).toContain('2024.04.01');
    expect(platform.requests[0]!.params).toEqual({ page: 1, per_page: 10 });
  });

  it('pages: shows every page button, marks the current one and loads another page', async () => {
    const platform = renderNotices('/cs-center/notice', { [`GET ${API.notices}`]: (req) => ok(page(Number(req.params.page))) });
    const pager = await screen.findByRole('navigation', { name: '페이지 이동' });
    const buttons = within(pager).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['1', '2', '3']);
    expect(buttons[0]!.getAttribute('aria-current')).toBe('page');
    fireEvent.click(buttons[1]!);
    expect(await screen.findByText('오픈 이벤트 당첨자 발표')).toBeTruthy();
    expect(platform.history.location.search).toBe('?page=2');
    expect(platform.requests.at(-1)!.params).toEqual({ page: 2, per_page: 10 });
    await waitFor(() => expect(within(pager).getByRole('button', { name: '2' }).getAttribute('aria-current')).toBe('page'));
  });

  it('reads the page from the URL; an invalid page falls back to 1', async () => {
    const platform = renderNotices('/cs-center/notice?page=abc', { [`GET ${API.notices}`]: (req) => ok(page(Number(req.params.page))) });
    await screen.findByText('개인정보 처리방침 개정 안내');
    expect(platform.requests[0]!.params).toMatchObject({ page: 1 });
  });

  it('keeps the pinned notices above every page', async () => {
    const pinned = [noticeSummaryFixture({ id: 40, title: '[필독] 사칭 문자 주의 안내', is_important: true })];
    renderNotices('/cs-center/notice?page=2', {
      [`GET ${API.notices}`]: (req) =>
        ok(
          noticeListFixture(
            [noticeSummaryFixture({ id: 10, title: '오픈 이벤트 당첨자 발표' })],
            { current_page: Number(req.params.page), per_page: 10, total: 11, last_page: 2 },
            pinned,
          ),
        ),
    });
    await screen.findByText('오픈 이벤트 당첨자 발표');
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.notice-list__title')!.textContent)).toEqual(['[필독] 사칭 문자 주의 안내', '오픈 이벤트 당첨자 발표']);
    expect(within(items[0]!).getByText('중요')).toBeTruthy();
  });

  it('a single page shows no pager; an empty list says so', async () => {
    renderNotices('/cs-center/notice', { [`GET ${API.notices}`]: ok(noticeListFixture([])) });
    expect(await screen.findByText('등록된 공지사항이 없습니다')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
  });
});

describe('NoticeDetailPage', () => {
  it('renders the notice with its badge, body and neighbours', async () => {
    renderNotices('/cs-center/notice/30', {
      [`GET ${API.notice(30)}`]: ok(
        noticeDetailFixture({
          id: 30,
          title: '개인정보 처리방침 개정 안내',
          is_important: true,
          contents: '<p>개정 내용을 <strong>안내</strong>드립니다.</p><img src="x" onerror="window.__noticeXss = 1"><script>window.__noticeXss = 2</script>',
          prev: { id: 29, title: '설 연휴 배송 안내' },
        }),
      ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '개인정보 처리방침 개정 안내' })).toBeTruthy();
    expect(screen.getByText('중요')).toBeTruthy();
    const body = document.querySelector('.notice-detail__body')!;
    expect(body.textContent).toBe('개정 내용을 안내드립니다.');
    expect(body.querySelector('strong')?.textContent).toBe('안내');
    expect(body.querySelector('script, [onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: /이전 글/ }).getAttribute('href')).toBe('/cs-center/notice/29');
  });

  it('404 shows 공지사항을 찾을 수 없습니다.', async () => {
    const platform = renderNotices('/cs-center/notice/404', { [`GET ${API.notice(404)}`]: fail(404, '공지사항이 없습니다.') });
    expect(await screen.findByText('공지사항을 찾을 수 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
    expect(platform.alertCalls).toEqual([]);
  });

  it('a server error shows the retry panel instead', async () => {
    renderNotices('/cs-center/notice/5', { [`GET ${API.notice(5)}`]: fail(500) });
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeTruthy();
    expect(screen.queryByText('공지사항을 찾을 수 없습니다.')).toBeNull();
  });
});
