import { NotFound, Route, Routes } from '@mall/shared-ui';
import { CartPage } from './features/cart/components/cart-page';
import { GuestOrderPage } from './features/guest-order/components/guest-order-page';

export function OrderRoutes() {
  return (
    <Routes>
      <Route path="/cart" element={<CartPage />} />
      <Route path="/guest/order/:orderId" element={<GuestOrderPage />} />
      <Route path="/guest/order/detail/:orderId" element={<GuestOrderPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
