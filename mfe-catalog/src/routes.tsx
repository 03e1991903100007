import { lazyPage, NotFound, Route, Routes } from '@mall/shared-ui';
import { GoodsDetailPage } from './features/goods-detail/components/goods-detail-page';

const SearchReadyPage = lazyPage(() => import('./features/search-ready/components/search-ready-page').then((m) => m.SearchReadyPage));
const CategoryPage = lazyPage(() => import('./features/goods-list/components/category-page').then((m) => m.CategoryPage));
const BrandPage = lazyPage(() => import('./features/goods-list/components/brand-page').then((m) => m.BrandPage));
const SellerPage = lazyPage(() => import('./features/goods-list/components/seller-page').then((m) => m.SellerPage));
const RecentViewGoodsPage = lazyPage(() => import('./features/recent-views/components/recent-view-goods-page').then((m) => m.RecentViewGoodsPage));
const BestPage = lazyPage(() => import('./features/ranking/components/best-page').then((m) => m.BestPage));
const RankingIndex = lazyPage(() => import('./features/ranking/components/ranking-page').then((m) => m.RankingIndex));
const RankingPage = lazyPage(() => import('./features/ranking/components/ranking-page').then((m) => m.RankingPage));
const CouponConditionsPage = lazyPage(() => import('./features/coupon-conditions/components/coupon-conditions-page').then((m) => m.CouponConditionsPage));
// Test builds only (MALL_SQUAD_CHECK=1, declared in squad-check/table.ts); production builds drop it.
const SquadCheckPage = process.env.MALL_SQUAD_CHECK === '1' ? lazyPage(() => import('./squad-check/squad-check-page').then((m) => m.SquadCheckPage)) : null;
const SearchPage = lazyPage(() => import('./features/search/components/search-page').then((m) => m.SearchPage));

export function CatalogRoutes() {
  return (
    <Routes>
      <Route path="/goods/detail/:id" element={<GoodsDetailPage />} />
      <Route path="/goods/category/:id?" element={<CategoryPage />} />
      <Route path="/goods/brand/:id" element={<BrandPage />} />
      <Route path="/goods/seller/:id" element={<SellerPage />} />
      <Route path="/search-ready" element={<SearchReadyPage />} />
      <Route path="/search" element={<SearchPage />} />
      <Route path="/recent-view-goods" element={<RecentViewGoodsPage />} />
      <Route path="/best" element={<BestPage />} />
      <Route path="/ranking" element={<RankingIndex />} />
      <Route path="/ranking/:type" element={<RankingPage />} />
      <Route path="/coupon/conditions/:couponId" element={<CouponConditionsPage />} />
      {SquadCheckPage && <Route path="/goods/squad-check" element={<SquadCheckPage />} />}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
