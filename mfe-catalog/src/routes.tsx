import { lazyPage, NotFound, Route, Routes } from '@mall/shared-ui';
import { GoodsDetailPage } from './features/goods-detail/components/goods-detail-page';

const SearchReadyPage = lazyPage(() => import('./features/search-ready/components/search-ready-page').then((m) => m.SearchReadyPage));
const SearchPage = lazyPage(() => import('./features/search/components/search-page').then((m) => m.SearchPage));

export function CatalogRoutes() {
  return (
    <Routes>
      <Route path="/goods/detail/:id" element={<GoodsDetailPage />} />
      <Route path="/search-ready" element={<SearchReadyPage />} />
      <Route path="/search" element={<SearchPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
