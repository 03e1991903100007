import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@mall/shared-ui';
import { RECENT_VIEW_API, recentViewGoodsPath, type RecentViewedGoods } from '@mall/shared-contracts/catalog';
import { createFakePlatform, goodsCardFixture, ok, renderWithPlatform } from '@mall/shared-ui/testing';
import { RecentViewGoodsPage } from '../components/recent-view-goods-page';
import { groupByDay } from '../components/recent-view-list';

const now = new Date();
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
const viewed = (id: number, name: string, viewedAt: string): RecentViewedGoods => ({ ...goodsCardFixture({ id, name }), viewed_at: viewedAt });

function renderPage(goods: RecentViewedGoods[]) {
  let list = goods;
  const platform = createFakePlatform({
    routes: {
      [`GET ${RECENT_VIEW_API.goods}`]: () => ok({ goods: list }),
      [`DELETE ${RECENT_VIEW_API.goods}`]: () => {
        const deleted = list.length;
        list = [];
        return ok({ deleted });
      },
      ...Object.fromEntries(
        goods.map((g) => [
          `DELETE ${recentViewGoodsPath(g.id)}`,
          () => {
            list = list.filter((x) => x.id !== g.id);
            return ok({ deleted: 1 });
          },
        ]),
      ),
    },
  });
  renderWithPlatform(
    <Routes>
      <Route path="/recent-view-goods" element={<RecentViewGoodsPage />} />
    </Routes>,
    { platform, route: '/recent-view-goods' },
  );
  return platform;
}

describe('RecentViewGoodsPage', () => {
  it('groups the views by day, newest first, and deletes one', async () => {
    renderPage([viewed(3, '울 블렌드 코트', hoursAgo(0)), viewed(8, '캐시미어 니트', hoursAgo(30)), viewed(9, '데님 팬츠', hoursAgo(80))]);
    expect(await screen.findByText('울 블렌드 코트')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '최근 본 상품' })).toBeTruthy();
    const days = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(days.slice(0, 2)).toEqual(groupByDay([viewed(3, 'a', hoursAgo(0)), viewed(8, 'b', hoursAgo(30))], now).map((g) => g.label));
    expect(screen.getByText('3', { selector: 'strong' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '캐시미어 니트 삭제' }));
    await waitFor(() => expect(screen.queryByText('캐시미어 니트')).toBeNull());
    expect(screen.getByText('울 블렌드 코트')).toBeTruthy();
  });

  it('deletes all only after the confirm, then shows the empty state', async () => {
    const platform = renderPage([viewed(3, '울 블렌드 코트', hoursAgo(1))]);
    const clear = await screen.findByRole('button', { name: '전체 삭제' });
    platform.setConfirmAnswer(false);
    fireEvent.click(clear);
    await waitFor(() => expect(platform.alertCalls.map((c) => c.message)).toContain('최근 본 상품을 모두 삭제하시겠습니까?'));
    expect(platform.requests.some((r) => r.method === 'DELETE')).toBe(false);
    platform.setConfirmAnswer(true);
    fireEvent.click(clear);
    expect(await screen.findByText('최근 2주 동안 본 상품이 없습니다.')).toBeTruthy();
  });

  it('keeps the order of the list when grouping (오늘, 어제, then dates)', () => {
    const groups = groupByDay(
      [viewed(1, 'a', '2026-11-25T04:00:00Z'), viewed(2, 'b', '2026-11-25T01:00:00Z'), viewed(3, 'c', '2026-11-23T01:00:00Z')],
      new Date('2026-11-25T05:00:00Z'),
    );
    expect(groups.map((g) => [g.label, g.goods.map((x) => x.id)])).toEqual([
      ['오늘', [1, 2]],
      ['11월 23일', [3]],
    ]);
  });
});
