import { lazyPage, NotFound, Route, Routes } from '@mall/shared-ui';
import { CartPage } from './features/cart/components/cart-page';
import { GuestOrderPage } from './features/guest-order/components/guest-order-page';

// Checkout pages load with their route (shared-ui lazyPage): the remote's entry stays small.
const OrderSheetPage = lazyPage(() => import('./features/order-sheet/components/order-sheet-page').then((m) => m.OrderSheetPage));
const OrderResultPage = lazyPage(() => import('./features/order-result/components/order-result-page').then((m) => m.OrderResultPage));

export function OrderRoutes() {
  return (
    <Routes>
      <Route path="/cart" element={<CartPage />} />
      <Route path="/order/:id" element={<OrderSheetPage />} />
      <Route path="/order/:id/result" element={<OrderResultPage />} />
      <Route path="/guest/order/:orderId" element={<GuestOrderPage />} />
      <Route path="/guest/order/detail/:orderId" element={<GuestOrderPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
