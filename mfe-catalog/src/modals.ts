import { lazy } from 'react';
import { createRemoteModals, type RemoteModalMap } from '@mall/shared-ui';

/** The catalogue's modals (declared in declaration.ts), mounted by the shell's modal stack. */
export const catalogModals: RemoteModalMap = {
  'size-guide': lazy(() =>
    import(/* webpackChunkName: "modal-size-guide" */ './features/goods-detail/components/size-guide-modal').then((m) => ({ default: m.SizeGuideModal })),
  ),
  'recent-viewed-goods': lazy(() =>
    import('./features/recent-views/components/recent-viewed-goods-modal').then((m) => ({
      default: m.RecentViewedGoodsModal,
    })),
  ),
  'goods-qna-form': lazy(() =>
    import('./features/goods-detail/components/goods-qna-form-modal').then((m) => ({
      default: m.GoodsQnaFormModal,
    })),
  ),
  'seller-qna-form': lazy(() =>
    import('./features/goods-detail/components/seller-qna-form-modal').then((m) => ({
      default: m.SellerQnaFormModal,
    })),
  ),
  'goods-coupon-download': lazy(() =>
    import('./features/goods-detail/components/goods-coupon-download-modal').then((m) => ({
      default: m.GoodsCouponDownloadModal,
    })),
  ),
  giveaway: lazy(() => import('./features/goods-detail/components/giveaway-modals').then((m) => ({ default: m.GiveawayModal }))),
  'giveaway-target-goods': lazy(() =>
    import('./features/goods-detail/components/giveaway-modals').then((m) => ({
      default: m.GiveawayTargetGoodsModal,
    })),
  ),
  'best-review-detail': lazy(() =>
    import('./features/goods-detail/reviews/components/review-modals').then((m) => ({
      default: m.BestReviewDetailModal,
    })),
  ),
  'photo-reviews': lazy(() => import('./features/goods-detail/reviews/components/review-modals').then((m) => ({ default: m.PhotoReviewsModal }))),
  'photo-review-detail': lazy(() =>
    import('./features/goods-detail/reviews/components/review-modals').then((m) => ({
      default: m.PhotoReviewDetailModal,
    })),
  ),
  'review-image-zoom': lazy(() =>
    import('./features/goods-detail/reviews/components/review-modals').then((m) => ({
      default: m.ReviewImageZoomModal,
    })),
  ),
  'goods-360-images': lazy(() => import('./features/goods-detail/view-360/components/goods-360-modal').then((m) => ({ default: m.Goods360Modal }))),
  // Test builds only (MALL_SQUAD_CHECK=1, declared in squad-check/table.ts); production builds drop it.
  ...(process.env.MALL_SQUAD_CHECK === '1'
    ? { 'squad-check-notice': lazy(() => import('./squad-check/squad-check-modal').then((m) => ({ default: m.SquadCheckNoticeModal }))) }
    : {}),
};

export const { bootstrap, mount, unmount } = createRemoteModals('catalog', catalogModals);
