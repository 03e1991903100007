import { NotFound, Route, Routes } from '@mall/shared-ui';
import { GoodsDetailPage } from './features/goods-detail/components/goods-detail-page';

export function CatalogRoutes() {
  return (
    <Routes>
      <Route path="/goods/detail/:id" element={<GoodsDetailPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
