import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@mall/shared-ui';
import { RECENT_SEARCHES_KEY, SEARCH_API, SearchResponseSchema, type SearchResponse } from '@mall/shared-contracts/catalog';
import { createFakePlatform, goodsCardFixture, ok, renderWithPlatform, type FakeRequest } from '@mall/shared-ui/testing';
import { SearchPage } from '../components/search-page';

const response = (overrides: Partial<SearchResponse> = {}): SearchResponse =>
  SearchResponseSchema.parse({
    paginator: {
      current_page: 1,
      per_page: 20,
      total: 2,
      last_page: 1,
      data: [goodsCardFixture({ id: 11, name: '스트라이프 셔츠' }), goodsCardFixture({ id: 12, name: '옥스포드 셔츠' })],
    },
    filters: {
      categories: [
        {
          code: '001',
          name: '여성의류',
          goods_count: 2,
          children: [{ code: '001002', name: '상의', goods_count: 2, children: [{ code: '001002002', name: '블라우스', goods_count: 2 }] }],
        },
      ],
      brands: [
        { id: 3, name: '서울스탠다드', goods_count: 1 },
        { id: 4, name: '노드', goods_count: 1 },
      ],
      fit_sizes: [{ id: 'M', label: 'M', goods_count: 2 }],
      shoe_sizes: [],
      colors: [{ id: 1, label: '블랙', code: '#111111', goods_count: 1 }],
    },
    best_goods: [],
    is_corrected: false,
    original_keyword: '셔츠',
    corrected_keyword: null,
    related_keywords: ['스트라이프'],
    brand: null,
    ...overrides,
  });

function renderSearch(route: string, body: SearchResponse = response()) {
  const platform = createFakePlatform({
    routes: { [`GET ${SEARCH_API.search}`]: ok(body), [`POST ${SEARCH_API.feedback}`]: { status: 201, data: { success: true } } },
  });
  renderWithPlatform(
    <Routes>
      <Route path="/search" element={<SearchPage />} />
    </Routes>,
    { platform, route },
  );
  return platform;
}
const calledUrl = (req: FakeRequest | undefined) => decodeURIComponent(req?.config.url ?? '');

describe('SearchPage', () => {
  it('calls the search with the URL parameters and lists the results with the total', async () => {
    const platform = renderSearch('/search?keyword=셔츠&brand_ids=3&sorting=price_asc');
    expect(await screen.findByText('스트라이프 셔츠')).toBeTruthy();
    expect(calledUrl(platform.requests.find((r) => r.url === SEARCH_API.search))).toBe('/api/v1/search?keyword=셔츠&brand_ids=3&sorting=price_asc');
    expect(screen.getByTestId('search-total').textContent).toBe('2');
    expect(platform.eventsOf('track.search')).toEqual([{ searchWord: '셔츠' }]);
    // The device keeps the keyword as a recent search (the search-ready screen lists it).
    expect(JSON.stringify(platform.stored.get(RECENT_SEARCHES_KEY)?.value)).toContain('"keyword":"셔츠","searchCount":1');
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('price_asc');
  });

  it('shows the correction and links to the original keyword without correction', async () => {
    renderSearch('/search?keyword=tucm', response({ is_corrected: true, original_keyword: 'tucm', corrected_keyword: '셔츠' }));
    expect(await screen.findByText("'셔츠' 검색 결과입니다")).toBeTruthy();
    expect(screen.getByRole('link', { name: "'tucm'(으)로 검색" }).getAttribute('href')).toBe('/search?keyword=tucm&do_not_correct=1');
  });

  it('a facet click is a new URL with the filter, back at page 1', async () => {
    const platform = renderSearch('/search?keyword=셔츠&page=2');
    await screen.findByText('스트라이프 셔츠');
    fireEvent.click(within(screen.getByRole('group', { name: '브랜드' })).getByRole('checkbox', { name: /서울스탠다드/ }));
    expect(decodeURIComponent(platform.history.location.search)).toBe('?keyword=셔츠&brand_ids=3');
    fireEvent.click(screen.getByRole('button', { name: /블랙/ }));
    expect(decodeURIComponent(platform.history.location.search)).toBe('?keyword=셔츠&brand_ids=3&colors=1');
  });

  it('refuses an empty keyword and a price range upside down, keeping what was typed', async () => {
    const platform = renderSearch('/search?keyword=셔츠');
    await screen.findByText('스트라이프 셔츠');
    fireEvent.change(screen.getByRole('searchbox', { name: '검색어' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(screen.getByRole('alert').textContent).toBe('검색어를 입력해 주세요.');
    fireEvent.change(screen.getByRole('textbox', { name: '최소 가격' }), { target: { value: '50000' } });
    fireEvent.change(screen.getByRole('textbox', { name: '최대 가격' }), { target: { value: '10000' } });
    fireEvent.click(screen.getByRole('button', { name: '적용' }));
    expect(screen.getByText('최소 가격이 최대 가격보다 클 수 없습니다.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '최소 가격' }) as HTMLInputElement).value).toBe('50000');
    expect(platform.history.location.search).not.toContain('min_price');
  });

  it('sends feedback with the keyword when a result is clicked', async () => {
    const platform = renderSearch('/search?keyword=셔츠');
    fireEvent.click(await screen.findByText('옥스포드 셔츠'));
    await waitFor(() => expect(platform.requests.find((r) => r.method === 'POST')?.data).toEqual({ keyword: '셔츠', goods_id: 12 }));
  });

  it('a tap on a card’s wish heart is not a result click: no feedback', async () => {
    const platform = renderSearch('/search?keyword=셔츠');
    fireEvent.click(await screen.findByRole('button', { name: /^옥스포드 셔츠 찜하기/ }));
    await waitFor(() => expect(platform.alertCalls).toHaveLength(1)); // the visitor's login confirm
    expect(platform.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('says so when nothing is found', async () => {
    renderSearch(
      '/search?keyword=없는상품',
      response({ paginator: { current_page: 1, per_page: 20, total: 0, last_page: 1, data: [] }, original_keyword: '없는상품' }),
    );
    expect(await screen.findByText("'없는상품'에 대한 검색 결과가 없습니다.")).toBeTruthy();
  });
});
