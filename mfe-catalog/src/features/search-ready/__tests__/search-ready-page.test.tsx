import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@mall/shared-ui';
import { RECENT_SEARCHES_KEY, SEARCH_READY_API, type AutocompleteResponse, type HotSearchResponse } from '@mall/shared-contracts/catalog';
import { createFakePlatform, ok, renderWithPlatform, type FakeRoutes } from '@mall/shared-ui/testing';
import { SearchReadyPage } from '../components/search-ready-page';

const hot: HotSearchResponse = {
  indexed_at: '2026-11-25T11:05:00.000Z',
  words: [
    { rank: 1, keyword: '코트', previous_rank: 2, change_rank: 1, change_type: 'up' },
    { rank: 2, keyword: '니트', previous_rank: 1, change_rank: -1, change_type: 'down' },
    { rank: 3, keyword: '스니커즈', previous_rank: null, change_rank: 0, change_type: 'new' },
  ],
};
const suggestions: AutocompleteResponse = {
  categories: [{ code: '001001001', name: '코트', depth: 3, full_path: '여성의류 > 아우터 > 코트' }],
  brands: [],
  keywords: ['코트', '트렌치 코트'],
};

const basicWords = {
  basic_search_words: [
    { keyword: '캐시미어 니트 모아보기', link_url: '/search?keyword=%EC%BA%90%EC%8B%9C%EB%AF%B8%EC%96%B4' },
    { keyword: '지금 많이 팔리는 베스트', link_url: '/best' },
  ],
};

function renderReady(recent: string[] = [], routes: FakeRoutes = {}) {
  const platform = createFakePlatform({
    routes: { [`GET ${SEARCH_READY_API.hot}`]: ok(hot), [`GET ${SEARCH_READY_API.autocomplete}`]: ok(suggestions), ...routes },
  });
  platform.storage.set(RECENT_SEARCHES_KEY, {
    state: { searches: recent.map((keyword, i) => ({ keyword, searchCount: 1, recentSearchedAt: 100 - i })) },
    version: 0,
  });
  renderWithPlatform(
    <Routes>
      <Route path="/search-ready" element={<SearchReadyPage />} />
      <Route path="/search" element={<p>results</p>} />
      <Route path="/best" element={<p>best</p>} />
    </Routes>,
    { platform, route: '/search-ready' },
  );
  return platform;
}

describe('SearchReadyPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a base search word picked at random as the placeholder; searching with the box empty opens its link', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.75);
    const platform = renderReady([], { [`GET ${SEARCH_READY_API.basicWords}`]: ok(basicWords) });
    const box = screen.getByRole('searchbox', { name: '검색어' });
    await waitFor(() => expect(box.getAttribute('placeholder')).toBe('지금 많이 팔리는 베스트'));
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(platform.history.location.pathname).toBe('/best'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the other word when the pick falls on it, its search link kept whole', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const platform = renderReady([], { [`GET ${SEARCH_READY_API.basicWords}`]: ok(basicWords) });
    const box = screen.getByRole('searchbox', { name: '검색어' });
    await waitFor(() => expect(box.getAttribute('placeholder')).toBe('캐시미어 니트 모아보기'));
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(platform.history.location.pathname).toBe('/search'));
    expect(platform.history.location.search).toBe('?keyword=%EC%BA%90%EC%8B%9C%EB%AF%B8%EC%96%B4');
  });

  it('without base search words the box keeps its hint and an empty search asks for a keyword', async () => {
    const platform = renderReady([], { [`GET ${SEARCH_READY_API.basicWords}`]: ok({ basic_search_words: [] }) });
    await waitFor(() => expect(platform.requests.some((r) => r.url === SEARCH_READY_API.basicWords)).toBe(true));
    expect(screen.getByRole('searchbox', { name: '검색어' }).getAttribute('placeholder')).toBe('브랜드, 상품명, 초성(ㅋㅌ)으로 검색');
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect((await screen.findByRole('alert')).textContent).toBe('검색어를 입력해 주세요.');
    expect(platform.history.location.pathname).toBe('/search-ready');
  });

  it('ranks the hot searches with their change and the indexed time in Korea', async () => {
    renderReady();
    await screen.findByRole('link', { name: '스니커즈' });
    const items = within(screen.getByRole('region', { name: '인기 검색어' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['1코트▲11계단 상승', '2니트▼11계단 하락', '3스니커즈NEW새로 진입']);
    expect(screen.getByText('11.25 20:05 기준')).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: '코트' }).getAttribute('href')).toBe('/search?keyword=%EC%BD%94%ED%8A%B8');
    expect(screen.getByText('최근 검색어가 없습니다.')).toBeTruthy();
  });

  it('deletes one recent search and all of them after the confirms', async () => {
    const platform = renderReady(['패딩', '가방']);
    const recent = await screen.findByRole('region', { name: '최근 검색어' });
    expect(
      within(recent)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['패딩', '가방']);
    platform.setConfirmAnswer(false);
    fireEvent.click(within(recent).getByRole('button', { name: '패딩 삭제' }));
    await waitFor(() => expect(platform.alertCalls.at(-1)?.message).toBe("'패딩' 최근 검색어를 삭제하시겠습니까?"));
    expect(within(recent).getAllByRole('link')).toHaveLength(2);
    platform.setConfirmAnswer(true);
    fireEvent.click(within(recent).getByRole('button', { name: '패딩 삭제' }));
    await waitFor(() =>
      expect(
        within(recent)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['가방']),
    );
    fireEvent.click(within(recent).getByRole('button', { name: '전체 삭제' }));
    expect(await within(recent).findByText('최근 검색어가 없습니다.')).toBeTruthy();
    expect(platform.alertCalls.at(-1)?.message).toBe('최근 검색어를 모두 삭제하시겠습니까?');
  });

  it('suggests as one types, the typed part highlighted; a submit searches the keyword', async () => {
    const platform = renderReady();
    fireEvent.change(screen.getByRole('searchbox', { name: '검색어' }), { target: { value: 'ㅋㅌ' } });
    const box = await screen.findByRole('region', { name: '추천 검색어' });
    const trench = await within(box).findByRole('link', { name: '트렌치 코트' });
    expect(trench.querySelector('mark')?.textContent).toBe('코트');
    expect(
      within(box)
        .getByRole('link', { name: /여성의류 > 아우터 > 코트/ })
        .getAttribute('href'),
    ).toBe('/search?category_codes=001001001');
    expect(decodeURIComponent(platform.requests.at(-1)?.config.url ?? '')).toBe(`${SEARCH_READY_API.autocomplete}?keyword=ㅋㅌ`);
    expect(screen.queryByRole('region', { name: '인기 검색어' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('results')).toBeTruthy();
    expect(decodeURIComponent(platform.history.location.search)).toBe('?keyword=ㅋㅌ');
  });
});
