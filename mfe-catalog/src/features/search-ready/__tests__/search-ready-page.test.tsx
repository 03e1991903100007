import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@mall/shared-ui';
import { RECENT_SEARCHES_KEY, SEARCH_READY_API, type AutocompleteResponse, type HotSearchResponse } from '@mall/shared-contracts/catalog';
import { createFakePlatform, ok, renderWithPlatform } from '@mall/shared-ui/testing';
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

function renderReady(recent: string[] = []) {
  const platform = createFakePlatform({
    routes: { [`GET ${SEARCH_READY_API.hot}`]: ok(hot), [`GET ${SEARCH_READY_API.autocomplete}`]: ok(suggestions) },
  });
  platform.storage.set(RECENT_SEARCHES_KEY, {
    state: { searches: recent.map((keyword, i) => ({ keyword, searchCount: 1, recentSearchedAt: 100 - i })) },
    version: 0,
  });
  renderWithPlatform(
    <Routes>
      <Route path="/search-ready" element={<SearchReadyPage />} />
      <Route path="/search" element={<p>results</p>} />
    </Routes>,
    { platform, route: '/search-ready' },
  );
  return platform;
}

describe('SearchReadyPage', () => {
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
