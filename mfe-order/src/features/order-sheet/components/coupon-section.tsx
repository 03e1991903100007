import { formatPrice } from '@mall/shared-contracts';
import { encodeCouponChoices, type CouponChoice, type OrderCoupons } from '@mall/shared-contracts/order';
import { usePlatform } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useOrderCoupons } from '../api/get-order-coupons';

/** What a choice takes off, from the server's per-line discounts (the rule lives in @mall/shared-contracts/order). */
export function couponTotal(coupons: OrderCoupons, choice: readonly CouponChoice[]): number {
  return choice.reduce((sum, c) => {
    const option = coupons.lines.find((l) => l.item_id === c.item_id)?.coupons.find((o) => o.member_coupon_id === c.member_coupon_id);
    return sum + (option?.applicable ? option.discount_amount : 0);
  }, 0);
}

/** 쿠폰 (members): how many coupons fit, what is applied, and the order-coupon-apply modal to choose. */
export function CouponSection({ orderId, value, onChange }: { orderId: string; value: CouponChoice[]; onChange: (v: CouponChoice[]) => void }) {
  const platform = usePlatform();
  const coupons = useOrderCoupons(orderId);
  const data = coupons.data;
  const usable = data ? new Set(data.lines.flatMap((l) => l.coupons.filter((c) => c.applicable).map((c) => c.member_coupon_id))).size : 0;
  const open = async () => {
    const chosen = await platform.modals.open<CouponChoice[]>('order-coupon-apply', { order_id: orderId, coupons: encodeCouponChoices(value) });
    if (chosen) onChange(chosen);
  };
  const applied = data
    ? value.flatMap((c) => {
        const line = data.lines.find((l) => l.item_id === c.item_id);
        const option = line?.coupons.find((o) => o.member_coupon_id === c.member_coupon_id);
        return line && option ? [{ ...c, goods: line.goods_name, title: option.title, amount: option.discount_amount }] : [];
      })
    : [];
  return (
    <section className="order-sheet__section" aria-labelledby="coupon-title">
      <h2 id="coupon-title">쿠폰</h2>
      {/* No spinner while they load: the button below waits, disabled. */}
      <QueryView query={coupons} failed="쿠폰을 불러오지 못했습니다" loading={<></>}>
        {() => (
          <>
            <p className="order-sheet__hint" data-testid="coupon-usable">
              사용 가능 쿠폰 {usable}장
            </p>
            {applied.length > 0 ? (
              <ul className="coupon-applied" aria-label="적용한 쿠폰">
                {applied.map((a) => (
                  <li key={a.item_id}>
                    <span>
                      {a.goods} · {a.title}
                    </span>
                    <strong>-{formatPrice(a.amount)}</strong>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </QueryView>
      <button type="button" className="ui-button ui-button--outline" disabled={!data || usable === 0} onClick={() => void open()}>
        {applied.length > 0 ? '쿠폰 변경' : '쿠폰 적용'}
      </button>
    </section>
  );
}
