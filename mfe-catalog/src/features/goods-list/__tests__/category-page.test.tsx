import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API, type CategoryTree } from '@mall/shared-contracts';
import { SEARCH_API, SearchResponseSchema, type SearchResponse } from '@mall/shared-contracts/catalog';
import { Route, Routes } from '@mall/shared-ui';
import { createFakePlatform, goodsCardFixture, ok, renderWithPlatform } from '@mall/shared-ui/testing';
import { CategoryPage } from '../components/category-page';
import { categoryTrail } from '../components/category-trail';

const tree: CategoryTree = {
  categories: [
    {
      id: 1,
      code: '001',
      name: '여성의류',
      children: [
        {
          id: 2,
          code: '001001',
          name: '아우터',
          children: [
            { id: 3, code: '001001001', name: '코트' },
            { id: 4, code: '001001002', name: '자켓' },
          ],
        },
      ],
    },
  ],
};
const result: SearchResponse = SearchResponseSchema.parse({
  paginator: { current_page: 1, per_page: 20, total: 1, last_page: 1, data: [goodsCardFixture({ id: 7, name: '트렌치 코트' })] },
  filters: {
    categories: [
      {
        code: '001',
        name: '여성의류',
        goods_count: 5,
        children: [
          {
            code: '001001',
            name: '아우터',
            goods_count: 5,
            children: [
              { code: '001001001', name: '코트', goods_count: 3 },
              { code: '001001002', name: '자켓', goods_count: 2 },
            ],
          },
        ],
      },
    ],
    brands: [],
    fit_sizes: [],
    shoe_sizes: [],
    colors: [],
  },
  best_goods: [],
  is_corrected: false,
  original_keyword: '',
  corrected_keyword: null,
  related_keywords: [],
  brand: null,
});

function renderCategory(route: string) {
  const platform = createFakePlatform({ routes: { [`GET ${API.categories}`]: ok(tree), [`GET ${SEARCH_API.search}`]: ok(result) } });
  renderWithPlatform(
    <Routes>
      <Route path="/goods/category/:id?" element={<CategoryPage />} />
    </Routes>,
    { platform, route },
  );
  return platform;
}

describe('CategoryPage', () => {
  it('finds the path down to a category', () => {
    expect(categoryTrail(tree.categories, 3).map((c) => c.name)).toEqual(['여성의류', '아우터', '코트']);
    expect(categoryTrail(tree.categories, 99)).toEqual([]);
  });

  it("searches the category's code with the URL's order, and shows its path and its level's categories with counts", async () => {
    const platform = renderCategory('/goods/category/3?sorting=price_asc');
    expect(await screen.findByRole('heading', { level: 1, name: '코트' })).toBeTruthy();
    expect(decodeURIComponent(platform.requests.find((r) => r.config.url?.startsWith(SEARCH_API.search))?.config.url ?? '')).toBe(
      `${SEARCH_API.search}?category_codes=001001001&sorting=price_asc`,
    );
    const trail = screen.getByRole('navigation', { name: '카테고리 경로' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['전체 카테고리', '여성의류', '아우터', '코트']);
    const level = screen.getByRole('navigation', { name: '하위 카테고리' });
    expect(await within(level).findByRole('link', { name: '코트 3' })).toBeTruthy();
    expect(within(level).getByRole('link', { name: '자켓 2' }).getAttribute('href')).toBe('/goods/category/4?sorting=price_asc');
    expect(await screen.findByText('트렌치 코트')).toBeTruthy();
    // The category itself is the page: no category facet beside the results.
    expect(screen.queryByRole('group', { name: '카테고리' })).toBeNull();
  });

  it('says so for an unknown category instead of listing everything', async () => {
    const platform = renderCategory('/goods/category/99');
    expect(await screen.findByText('카테고리를 찾을 수 없습니다.')).toBeTruthy();
    expect(platform.requests.some((r) => r.config.url?.startsWith(SEARCH_API.search))).toBe(false);
  });

  it('an id that cannot be a category (/goods/category/abc) is not found either, and lists nothing', async () => {
    const platform = renderCategory('/goods/category/abc');
    expect(await screen.findByText('카테고리를 찾을 수 없습니다.')).toBeTruthy();
    expect(platform.requests.some((r) => r.config.url?.startsWith(SEARCH_API.search))).toBe(false);
  });
});
