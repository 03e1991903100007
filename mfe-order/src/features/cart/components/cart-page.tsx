import { useEffect, useMemo } from 'react';
import { httpErrorMessage, MESSAGES } from '@mall/shared-contracts';
import { cartUnitPrice, ORDER_MESSAGES } from '@mall/shared-contracts/order';
import { Link, StatusPanel, usePlatform } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useAttemptKey } from '../../../lib/idempotency';
import { useOrderStore } from '../../../lib/store';
import { useStartOrder } from '../api/start-order';
import { useCart } from '../api/get-cart';
import { useRemoveCartItems } from '../api/change-cart';
import { CartPackView } from './cart-pack';
import { CartSummary } from './cart-summary';
import './cart.css';

export function CartPage() {
  const platform = usePlatform();
  const cartQuery = useCart();
  const { data } = cartQuery;
  const remove = useRemoveCartItems();
  const { deselected, setAll } = useOrderStore();
  const allIds = useMemo(() => data?.packs.flatMap((p) => p.items.map((i) => i.cart_id)) ?? [], [data]);
  const selectedIds = allIds.filter((id) => !deselected.includes(id));
  const orderable = useMemo(() => new Set(data?.packs.flatMap((p) => p.items.filter((i) => !i.is_soldout).map((i) => i.cart_id)) ?? []), [data]);
  const startOrder = useStartOrder();
  // One key per set of lines: a double tap (or a retry after a network error) is the same order.
  const attemptKey = useAttemptKey();

  useEffect(() => {
    document.title = '장바구니 | 케이몰';
  }, []);
  useEffect(() => {
    if (!data) return;
    platform.bus.emit('track.cartView', {
      cartItems: data.packs.flatMap((p) =>
        p.items.map((i) => ({
          goodsId: i.goods_id,
          goodsName: i.goods_name,
          price: i.goods_price,
          discountedPrice: cartUnitPrice(i) - i.option_extra_amount,
          quantity: i.ea,
        })),
      ),
    });
    // Only on the first load of this page view, not after every change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data === undefined]);

  const removeSelected = async () => {
    if (selectedIds.length === 0) {
      await platform.alerts.alert(MESSAGES.noItemToDelete);
      return;
    }
    if (await platform.alerts.confirm(`선택한 상품 ${selectedIds.length}개를 삭제하시겠습니까?`)) remove.mutate(selectedIds);
  };

  const orderSelected = async () => {
    const ids = selectedIds.filter((id) => orderable.has(id));
    if (ids.length === 0) {
      await platform.alerts.alert(ORDER_MESSAGES.nothingToOrder);
      return;
    }
    startOrder.mutate(
      { cartIds: ids, key: attemptKey(ids) },
      {
        onSuccess: ({ order_id }) => platform.navigate(`/order/${order_id}`),
        onError: (error) => {
          // A refusal (stock, a changed cart) is fixed in the cart: the next tap is a new attempt.
          attemptKey.forget();
          void platform.alerts.alert(httpErrorMessage(error));
        },
      },
    );
  };

  return (
    <QueryView query={cartQuery} failed="장바구니를 불러오지 못했습니다">
      {(cart) => (
        <div className="cart-page">
          <h1 className="cart-page__title">장바구니 {cart.count > 0 ? <span>({cart.count})</span> : null}</h1>
          {cart.count === 0 ? (
            <div className="cart-page__empty">
              <StatusPanel tone="empty" title="장바구니에 담긴 상품이 없습니다" description="마음에 드는 상품을 담아 보세요." />
              <Link to="/" className="ui-button">
                쇼핑 계속하기
              </Link>
            </div>
          ) : (
            <div className="cart-page__body">
              <div className="cart-page__list">
                <div className="cart-toolbar">
                  <label>
                    <input type="checkbox" checked={selectedIds.length === allIds.length} onChange={(e) => setAll(allIds, e.target.checked)} /> 전체 선택 (
                    {selectedIds.length}/{allIds.length})
                  </label>
                  <button type="button" className="cart-toolbar__remove" onClick={() => void removeSelected()} disabled={remove.isPending}>
                    선택 삭제
                  </button>
                </div>
                {cart.packs.map((pack) => (
                  <CartPackView key={pack.seller_id} pack={pack} />
                ))}
              </div>
              <div className="cart-page__aside">
                <CartSummary summary={cart.summary} />
                <button
                  type="button"
                  className="ui-button ui-button--block cart-page__order"
                  onClick={() => void orderSelected()}
                  disabled={startOrder.isPending}
                >
                  {startOrder.isPending ? '주문서를 만드는 중…' : `선택 상품 주문하기 (${selectedIds.filter((id) => orderable.has(id)).length})`}
                </button>
              </div>
            </div>
          )}
        </div>
      )}
    </QueryView>
  );
}
