import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, type PaidFeature } from '@mall/shared-contracts';
import { RANKING_API, rankingPath, type BrandRanking, type GoodsRanking, type RankedGoods } from '@mall/shared-contracts/catalog';
import { Route, Routes } from '@mall/shared-ui';
import { createFakePlatform, goodsCardFixture, ok, renderWithPlatform, shopSettingsFixture, type FakeRequest, type FakeRoutes } from '@mall/shared-ui/testing';
import { BestPage } from '../components/best-page';
import { RankingIndex, RankingPage } from '../components/ranking-page';
import { rankingFilterFromParams, rankingSearch } from '../components/ranking-params';

const counted = { period: 'weekly' as const, counted_from: '2026-11-18T08:00:00.000Z', counted_to: '2026-11-25T08:00:00.000Z' };
const ranked = (rank: number, id: number, name: string, previous: number | null, score: number): RankedGoods => ({
  rank,
  previous_rank: previous,
  change_rank: previous === null ? 0 : previous - rank,
  change_type: previous === null ? 'new' : previous > rank ? 'up' : previous < rank ? 'down' : 'same',
  score,
  goods: goodsCardFixture({ id, name }),
});
const goodsRanking = (period: GoodsRanking['period']): GoodsRanking => ({
  ...counted,
  period,
  goods: [ranked(1, 7, '울 블렌드 코트', 3, 12), ranked(2, 23, '캐시미어 니트', null, 9), ranked(3, 5, '데님 팬츠', 2, 4)],
});
const brandRanking: BrandRanking = {
  ...counted,
  brands: [
    {
      rank: 1,
      previous_rank: 1,
      change_rank: 0,
      change_type: 'same',
      score: 30,
      brand: { id: 3, name: '서울스탠다드', name_en: 'SEOUL STANDARD', logo_url: '/media/brands/3.svg' },
      goods: [goodsCardFixture({ id: 7, name: '울 블렌드 코트' })],
    },
  ],
};
const tree = { categories: [{ id: 1, code: '001', name: '여성의류', children: [] }] };
const ranking = (req: FakeRequest) => ok(goodsRanking((req.params.period as GoodsRanking['period']) ?? 'weekly'));

function render(route: string, { off = [], routes = {} }: { off?: PaidFeature[]; routes?: FakeRoutes } = {}) {
  const platform = createFakePlatform({
    settings: shopSettingsFixture(off),
    routes: {
      [`GET ${API.categories}`]: ok(tree),
      [`GET ${RANKING_API.best}`]: ranking,
      [`GET ${rankingPath('item')}`]: ranking,
      [`GET ${rankingPath('view')}`]: ranking,
      [`GET ${rankingPath('like')}`]: ranking,
      [`GET ${rankingPath('brand')}`]: ok(brandRanking),
      ...routes,
    },
  });
  renderWithPlatform(
    <Routes>
      <Route path="/best" element={<BestPage />} />
      <Route path="/ranking" element={<RankingIndex />} />
      <Route path="/ranking/:type" element={<RankingPage />} />
    </Routes>,
    { platform, route },
  );
  return platform;
}

describe('ranking filters in the URL', () => {
  it('reads the period and category, falling back to 주간 and 전체; writes only what differs from the defaults', () => {
    expect(rankingFilterFromParams(new URLSearchParams('period=daily&category_code=001002'))).toEqual({ period: 'daily', category_code: '001002' });
    expect(rankingFilterFromParams(new URLSearchParams('period=yearly&category_code=abc'))).toEqual({ period: 'weekly' });
    expect(rankingSearch({ period: 'weekly' })).toBe('');
    expect(rankingSearch({ period: 'monthly', category_code: '001' })).toBe('?period=monthly&category_code=001');
  });
});

describe('BestPage', () => {
  it('lists the best sellers with rank, rank change and units sold; a period tab asks for that period', async () => {
    const platform = render('/best');
    const list = await screen.findByRole('list', { name: '베스트' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('순위 1');
    expect(items[0]!.textContent).toContain('2계단 상승');
    expect(items[0]!.textContent).toContain('판매 12개');
    expect(items[1]!.textContent).toContain('새로 진입');
    expect(items[2]!.textContent).toContain('1계단 하락');
    expect(screen.getByText('2026.11.18 ~ 2026.11.25 집계')).toBeTruthy();
    expect(screen.getByRole('link', { name: '랭킹 전체 보기' }).getAttribute('href')).toBe('/ranking/item');

    fireEvent.click(screen.getByRole('link', { name: '일간' }));
    await waitFor(() => expect(platform.history.location.search).toBe('?period=daily'));
    await waitFor(() => expect(platform.requests.some((r) => r.url === RANKING_API.best && r.params.period === 'daily')).toBe(true));
    fireEvent.click(await screen.findByRole('link', { name: '여성의류' }));
    await waitFor(() => expect(platform.requests.some((r) => r.params.category_code === '001' && r.params.period === 'daily')).toBe(true));
    expect(screen.getByRole('link', { name: '여성의류' }).getAttribute('aria-current')).toBe('page');
  });

  it('hides the link to the rankings while the ranking feature is off', async () => {
    render('/best', { off: ['ranking'] });
    await screen.findByRole('list', { name: '베스트' });
    expect(screen.queryByRole('link', { name: '랭킹 전체 보기' })).toBeNull();
  });

  it('shows the empty state with a hint when nothing was sold in the period', async () => {
    render('/best?period=daily', { routes: { [`GET ${RANKING_API.best}`]: ok({ ...counted, goods: [] }) } });
    expect(await screen.findByText('이 기간에 집계된 상품이 없습니다.')).toBeTruthy();
    expect(screen.getByText('기간이나 카테고리를 바꿔 보세요.')).toBeTruthy();
  });
});

describe('RankingPage', () => {
  it('/ranking opens the overview: the top five of each ranking with 더보기', async () => {
    const platform = render('/ranking?period=monthly');
    await waitFor(() => expect(platform.history.location.pathname).toBe('/ranking/main'));
    expect(platform.history.location.search).toBe('?period=monthly');
    for (const title of ['판매 랭킹', '브랜드 랭킹', '조회 랭킹', '좋아요 랭킹']) expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: '조회 랭킹 더보기' }).getAttribute('href')).toBe('/ranking/view?period=monthly');
    await waitFor(() => expect(platform.requests.filter((r) => r.params.limit === 5)).toHaveLength(4));
  });

  it('the brand ranking shows logo, names, the heart (log in first) and best sellers', async () => {
    const platform = render('/ranking/brand');
    const list = await screen.findByRole('list', { name: '브랜드 랭킹' });
    expect(
      within(list)
        .getByRole('link', { name: /서울스탠다드/ })
        .getAttribute('href'),
    ).toBe('/goods/brand/3');
    expect(list.textContent).toContain('변동 없음');
    expect(list.textContent).toContain('판매 30개');
    expect(within(list).getByRole('list', { name: '서울스탠다드 인기 상품' }).textContent).toContain('울 블렌드 코트');
    platform.setConfirmAnswer(false);
    fireEvent.click(within(list).getByRole('button', { name: '서울스탠다드 브랜드 찜' }));
    await waitFor(() => expect(platform.alertCalls.map((c) => c.message)).toContain('로그인이 필요합니다. 로그인 페이지로 이동하시겠습니까?'));
  });

  it('counts views as 회 and marks the current type; an unknown type is not found', async () => {
    render('/ranking/view');
    const list = await screen.findByRole('list', { name: '조회 랭킹' });
    expect(list.textContent).toContain('조회 12회');
    expect(screen.getByRole('link', { name: '조회' }).getAttribute('aria-current')).toBe('page');
  });

  it('an unknown ranking type shows the not-found page', async () => {
    render('/ranking/yearly');
    expect(await screen.findByRole('heading', { name: /찾을 수 없습니다/ })).toBeTruthy();
  });
});
