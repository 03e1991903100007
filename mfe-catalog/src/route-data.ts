import { searchQueryFromParams } from '@mall/shared-contracts/catalog';
import type { RouteDataTable } from '@mall/shared-ui/server';
import { getGoodsDetailQueryOptions } from './features/goods-detail/api/get-goods-detail';
import { searchGoodsQueryOptions } from './lib/goods-results/search-goods';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/**
 * What this remote's pages draw from, for the server render (docs/adr/0027): per declared path
 * (src/declaration.ts), the queries the page's components use, by the same queryOptions, and the page's
 * head. A path not listed here renders in the browser.
 */
export const CATALOG_ROUTE_DATA: RouteDataTable = {
  '/goods/detail/:id': {
    prefetch: ({ params, http }) => [getGoodsDetailQueryOptions(http, params.id ?? '')],
    head: ({ params, http, data }) => {
      const goods = data(getGoodsDetailQueryOptions(http, params.id ?? '').queryKey);
      if (!goods) return { title: '상품 | 케이몰' };
      return {
        title: `${goods.name} | 케이몰`,
        description: `${goods.brand.name} ${goods.name} ${won(goods.base_discounted_price)}${goods.headline ? ` · ${goods.headline}` : ''}`,
        canonical: `/goods/detail/${goods.id}`,
        image: goods.image_urls[0],
        type: 'product',
        meta: { 'product:price:amount': String(goods.base_discounted_price), 'product:price:currency': 'KRW' },
      };
    },
  },
  '/search': {
    // Without a keyword the page is the search form alone: nothing to fetch.
    prefetch: ({ search, http }) => {
      const query = searchQueryFromParams(search);
      return query.keyword ? [searchGoodsQueryOptions(http, query)] : [];
    },
    head: ({ search }) => {
      const { keyword } = searchQueryFromParams(search);
      return keyword
        ? {
            title: `'${keyword}' 검색 결과 | 케이몰`,
            description: `케이몰에서 '${keyword}' 검색 결과`,
            canonical: `/search?keyword=${encodeURIComponent(keyword)}`,
          }
        : { title: '검색 | 케이몰', canonical: '/search' };
    },
  },
};
