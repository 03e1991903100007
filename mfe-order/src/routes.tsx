import { NotFound, Route, Routes } from '@mall/shared-ui';
import { CartPage } from './features/cart/components/cart-page';

export function OrderRoutes() {
  return (
    <Routes>
      <Route path="/cart" element={<CartPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
