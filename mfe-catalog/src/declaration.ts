import type { RemoteTable } from '@mall/shared-contracts';
import { SQUAD_CHECK_TABLE } from './squad-check/table';

/**
 * Every page and modal this remote owns, in one place (docs/adr/0017): the path pattern, the shell's
 * guard, route meta, the paid feature the page belongs to, and a seeded sample URL for tests. The build
 * writes it to `dist/remote-declaration.json`; the deploy records it in the runtime config, where the
 * shell reads it. Adding a page here and in routes.tsx (a test checks they agree) needs no shell release.
 * Pure data: the build reads it in Node.
 */
export const CATALOG_TABLE: RemoteTable = {
  routes: [
    { path: '/best', sample: '/best' },
    { path: '/ranking', feature: 'ranking', sample: '/ranking' },
    { path: '/ranking/main', feature: 'ranking', sample: '/ranking/main' },
    { path: '/ranking/item', feature: 'ranking', sample: '/ranking/item' },
    { path: '/ranking/brand', feature: 'ranking', sample: '/ranking/brand' },
    { path: '/ranking/view', feature: 'ranking', sample: '/ranking/view' },
    { path: '/ranking/like', feature: 'ranking', sample: '/ranking/like' },
    { path: '/goods/detail/:id', meta: { usePathKey: true }, sample: '/goods/detail/1' },
    { path: '/goods/brand/:id', sample: '/goods/brand/1' },
    { path: '/goods/seller/:id', sample: '/goods/seller/1' },
    { path: '/goods/category/:id?', sample: '/goods/category/2' },
    { path: '/search-ready', sample: '/search-ready' },
    { path: '/search', sample: '/search?keyword=코트' },
    { path: '/recent-view-goods', sample: '/recent-view-goods' },
    { path: '/coupon/conditions/:couponId', sample: '/coupon/conditions/3' },
    // A test build only (MALL_SQUAD_CHECK=1): the page e2e deploys with catalog alone.
    ...(process.env.MALL_SQUAD_CHECK === '1' ? SQUAD_CHECK_TABLE.routes : []),
  ],
  modals: [
    'goods-360-images',
    'size-guide',
    'goods-qna-form',
    'seller-qna-form',
    'best-review-detail',
    'photo-reviews',
    'photo-review-detail',
    'review-image-zoom',
    'giveaway',
    'giveaway-target-goods',
    'goods-coupon-download',
    'recent-viewed-goods',
    ...(process.env.MALL_SQUAD_CHECK === '1' ? SQUAD_CHECK_TABLE.modals : []),
  ],
};
