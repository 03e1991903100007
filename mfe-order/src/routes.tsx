import { lazyPage, NotFound, Route, Routes } from '@mall/shared-ui';
import { CartPage } from './features/cart/components/cart-page';

// Checkout pages load with their route (shared-ui lazyPage): the remote's entry stays small.
const OrderSheetPage = lazyPage(() => import('./features/order-sheet/components/order-sheet-page').then((m) => m.OrderSheetPage));
const MyOrdersPage = lazyPage(() => import('./features/order-history/components/my-orders-page').then((m) => m.MyOrdersPage));
const MyOrderDetailPage = lazyPage(() => import('./features/order-history/components/my-order-detail-page').then((m) => m.MyOrderDetailPage));
const CancelPage = lazyPage(() => import('./features/claims/components/cancel-page').then((m) => m.CancelPage));
const ClaimCompletePage = lazyPage(() => import('./features/claims/components/claim-complete-page').then((m) => m.ClaimCompletePage));
const ReturnPage = lazyPage(() => import('./features/claims/components/return-page').then((m) => m.ReturnPage));
const ExchangePage = lazyPage(() => import('./features/claims/components/exchange-page').then((m) => m.ExchangePage));
const ToReturnPage = lazyPage(() => import('./features/claims/components/to-return-page').then((m) => m.ToReturnPage));
const ComplaintsIndex = lazyPage(() => import('./features/complaints/components/complaints-page').then((m) => m.ComplaintsIndex));
const ComplaintsPage = lazyPage(() => import('./features/complaints/components/complaints-page').then((m) => m.ComplaintsPage));
const OrderResultPage = lazyPage(() => import('./features/order-result/components/order-result-page').then((m) => m.OrderResultPage));

export function OrderRoutes() {
  return (
    <Routes>
      <Route path="/cart" element={<CartPage />} />
      <Route path="/order/:id" element={<OrderSheetPage />} />
      <Route path="/order/:id/result" element={<OrderResultPage />} />
      <Route path="/mypage/order" element={<MyOrdersPage />} />
      <Route path="/mypage/order/cancel" element={<MyOrdersPage />} />
      <Route path="/mypage/order/return" element={<MyOrdersPage />} />
      <Route path="/mypage/order/exchange" element={<MyOrdersPage />} />
      <Route path="/mypage/order/detail/:id" element={<MyOrderDetailPage />} />
      <Route path="/mypage/order/cancel/:orderId/:itemId" element={<CancelPage />} />
      <Route path="/mypage/order/cancel/:orderId/complete/*" element={<ClaimCompletePage kind="cancel" />} />
      <Route path="/mypage/order/return/:orderId/:itemId" element={<ReturnPage />} />
      <Route path="/mypage/order/return/:orderId/complete/*" element={<ClaimCompletePage kind="return" />} />
      <Route path="/mypage/order/exchange/:orderId/:itemId" element={<ExchangePage />} />
      <Route path="/mypage/order/exchange/:orderId/complete/*" element={<ClaimCompletePage kind="exchange" />} />
      <Route path="/mypage/order/exchange/to-return/:exchangeId" element={<ToReturnPage />} />
      <Route path="/mypage/order/exchange/to-return-complete/:exchangeId/:returnId" element={<ClaimCompletePage kind="to-return" />} />
      {/* Release delays and sold-outs the sellers announced (spec: /mypage/claim, delivery-delay and soldout-cancel, each claimable and result). */}
      <Route path="/mypage/claim" element={<ComplaintsIndex />} />
      <Route path="/mypage/claim/:claimType/:tab?" element={<ComplaintsPage />} />
      {/* The guest mirror (spec: same structure under /guest/order): the same pages, the guest session's orders. */}
      <Route path="/guest/order" element={<MyOrdersPage />} />
      <Route path="/guest/order/cancel" element={<MyOrdersPage />} />
      <Route path="/guest/order/return" element={<MyOrdersPage />} />
      <Route path="/guest/order/exchange" element={<MyOrdersPage />} />
      <Route path="/guest/order/detail/:id" element={<MyOrderDetailPage />} />
      <Route path="/guest/order/cancel/:orderId/:itemId" element={<CancelPage />} />
      <Route path="/guest/order/cancel/:orderId/complete/*" element={<ClaimCompletePage kind="cancel" />} />
      <Route path="/guest/order/return/:orderId/:itemId" element={<ReturnPage />} />
      <Route path="/guest/order/return/:orderId/complete/*" element={<ClaimCompletePage kind="return" />} />
      <Route path="/guest/order/exchange/:orderId/:itemId" element={<ExchangePage />} />
      <Route path="/guest/order/exchange/:orderId/complete/*" element={<ClaimCompletePage kind="exchange" />} />
      <Route path="/guest/order/exchange/to-return/:exchangeId" element={<ToReturnPage />} />
      <Route path="/guest/order/exchange/to-return-complete/:exchangeId/:returnId" element={<ClaimCompletePage kind="to-return" />} />
      {/* The guest lookup's landing page (/guest/order/{order number}) is the order's detail. */}
      <Route path="/guest/order/:id" element={<MyOrderDetailPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
