import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GoodsCard as GoodsCardData } from '@mall/shared-contracts';
import { RECENT_VIEW_API, recentViewGoodsPath } from '@mall/shared-contracts/catalog';
import { EXHIBIT_API, recentPlanningEventPath, type RecentPlanningEvent } from '@mall/shared-contracts/exhibit';
import { createFakePlatform, fail, goodsCardFixture, memberSession, ok, renderWithPlatform } from '@mall/shared-ui/testing';
import { RecentViewGoodsPage } from '../components/recent-view-goods-page';
import { RecentViewPlanningPage } from '../components/recent-view-planning-page';

/** Stands in for catalog's federated `catalog/goods-card` module. */
const remotes = {
  'catalog/goods-card': { GoodsCard: ({ goods }: { goods: GoodsCardData }) => <article data-testid="goods-card">{goods.name}</article> },
};
const confirmsOf = (platform: { alertCalls: { type: string; message: string }[] }) =>
  platform.alertCalls.filter((c) => c.type === 'confirm').map((c) => c.message);
const viewed = (id: number, name: string) => ({ ...goodsCardFixture({ id, name }), viewed_at: '2026-11-24T01:00:00.000Z' });
const planning = (id: number, title: string, state: RecentPlanningEvent['state']): RecentPlanningEvent => ({
  id,
  title,
  subtitle: null,
  background_color: '#1f3a5f',
  start_at: '2026-11-20T00:00:00.000Z',
  end_at: '2026-12-20T00:00:00.000Z',
  state,
  goods_count: 8,
  viewed_at: '2026-11-24T01:00:00.000Z',
  thumbnail_url: `/media/goods/${id}/1.svg`,
});

describe('/mypage/recent-view/goods', () => {
  it('shows the viewed goods as catalog’s cards; deletes one and then all after confirms', async () => {
    const deleted: string[] = [];
    const platform = createFakePlatform({
      session: memberSession(),
      remotes,
      routes: {
        [`GET ${RECENT_VIEW_API.goods}`]: ok({ goods: [viewed(12, '울 블렌드 코트'), viewed(3, '캐시미어 머플러')] }),
        [`DELETE ${recentViewGoodsPath(12)}`]: () => (deleted.push('12'), ok({ deleted: 1 })),
        [`DELETE ${RECENT_VIEW_API.goods}`]: () => (deleted.push('all'), ok({ deleted: 1 })),
      },
    });
    renderWithPlatform(<RecentViewGoodsPage />, { platform });
    const list = await screen.findByRole('list', { name: '최근 본 상품' });
    expect(
      within(list)
        .getAllByTestId('goods-card')
        .map((c) => c.textContent),
    ).toEqual(['울 블렌드 코트', '캐시미어 머플러']);
    expect(platform.requests.find((r) => r.url === RECENT_VIEW_API.goods)?.params).toEqual({ limit: 50 });
    platform.setConfirmAnswer(false);
    fireEvent.click(screen.getByRole('button', { name: '울 블렌드 코트 삭제' }));
    await waitFor(() => expect(confirmsOf(platform)).toHaveLength(1));
    expect(deleted).toEqual([]);
    platform.setConfirmAnswer(true);
    fireEvent.click(screen.getByRole('button', { name: '울 블렌드 코트 삭제' }));
    await waitFor(() => expect(deleted).toEqual(['12']));
    fireEvent.click(screen.getByRole('button', { name: '전체 삭제' }));
    await waitFor(() => expect(deleted).toEqual(['12', 'all']));
    expect(confirmsOf(platform).at(-1)).toBe('최근 본 상품을 모두 삭제하시겠습니까?');
  });

  it('says so when nothing was viewed, and offers a retry when the list fails', async () => {
    const empty = createFakePlatform({ session: memberSession(), remotes, routes: { [`GET ${RECENT_VIEW_API.goods}`]: ok({ goods: [] }) } });
    const { unmount } = renderWithPlatform(<RecentViewGoodsPage />, { platform: empty });
    expect(await screen.findByText('최근 2주 동안 본 상품이 없습니다.')).toBeTruthy();
    unmount();
    const failing = createFakePlatform({ session: memberSession(), remotes, routes: { [`GET ${RECENT_VIEW_API.goods}`]: fail(500, '오류') } });
    renderWithPlatform(<RecentViewGoodsPage />, { platform: failing });
    expect(await screen.findByText('최근 본 상품을 불러오지 못했습니다')).toBeTruthy();
  });
});

describe('/mypage/recent-view/planning', () => {
  it('lists the viewed planning events with picture, state and period, linking to each; deletes one and all after confirms', async () => {
    const deleted: string[] = [];
    const platform = createFakePlatform({
      session: memberSession(),
      routes: {
        [`GET ${EXHIBIT_API.recentPlanningEvents}`]: ok({
          planning_events: [planning(1, '겨울 아우터 대전', 'ongoing'), planning(4, '2027 봄 신상 프리뷰', 'upcoming')],
        }),
        [`DELETE ${recentPlanningEventPath(4)}`]: () => (deleted.push('4'), ok({ deleted: 1 })),
        [`DELETE ${EXHIBIT_API.recentPlanningEvents}`]: () => (deleted.push('all'), ok({ deleted: 1 })),
      },
    });
    renderWithPlatform(<RecentViewPlanningPage />, { platform });
    const list = await screen.findByRole('list', { name: '최근 본 기획전' });
    const first = within(list).getByRole('link', { name: /겨울 아우터 대전/ });
    expect(first.getAttribute('href')).toBe('/planning/1');
    expect(first.textContent).toContain('진행 중');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/media/goods/1/1.svg');
    expect(within(list).getByRole('link', { name: /2027 봄 신상 프리뷰/ }).textContent).toContain('오픈 예정');
    expect(platform.requests.find((r) => r.url === EXHIBIT_API.recentPlanningEvents)?.params).toEqual({ limit: 30 });
    fireEvent.click(screen.getByRole('button', { name: '2027 봄 신상 프리뷰 삭제' }));
    await waitFor(() => expect(deleted).toEqual(['4']));
    fireEvent.click(screen.getByRole('button', { name: '전체 삭제' }));
    await waitFor(() => expect(deleted).toEqual(['4', 'all']));
    expect(confirmsOf(platform)).toHaveLength(2);
  });

  it('says so when no planning event was viewed', async () => {
    const platform = createFakePlatform({ session: memberSession(), routes: { [`GET ${EXHIBIT_API.recentPlanningEvents}`]: ok({ planning_events: [] }) } });
    renderWithPlatform(<RecentViewPlanningPage />, { platform });
    expect(await screen.findByText('최근 2주 동안 본 기획전이 없습니다.')).toBeTruthy();
  });
});
