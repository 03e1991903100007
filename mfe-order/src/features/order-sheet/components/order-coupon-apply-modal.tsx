import { useState } from 'react';
import { formatPrice } from '@mall/shared-contracts';
import { CHECKOUT_RULES, decodeCouponChoices, ORDER_COUPON_MESSAGES, type CouponChoice } from '@mall/shared-contracts/order';
import { LazyImage, type ModalComponentProps } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { QueryView } from '@mall/shared-ui/query-view';
import { useOrderCoupons } from '../api/get-order-coupons';
import { couponTotal } from './coupon-section';
import './order-sheet.css';

/**
 * `order-coupon-apply`: for each line of the sheet, the member's coupons with what each takes off
 * there (or why it cannot), one coupon per line and one line per coupon; 적용하기 closes with the
 * choice, which the sheet sends with 결제하기 (the server checks the same rule again).
 */
export function OrderCouponApplyModal({ titleId, params, close }: ModalComponentProps) {
  const orderId = params.order_id ?? '';
  const coupons = useOrderCoupons(orderId);
  const [choice, setChoice] = useState<CouponChoice[]>(() => decodeCouponChoices(params.coupons));
  const [message, setMessage] = useState<string | null>(null);
  const data = coupons.data;
  const total = data ? couponTotal(data, choice) : 0;

  const pick = (itemId: number, memberCouponId: number | null) => {
    setMessage(null);
    const rest = choice.filter((c) => c.item_id !== itemId);
    setChoice(memberCouponId === null ? rest : [...rest, { item_id: itemId, member_coupon_id: memberCouponId }]);
  };
  const apply = () => {
    if (data && choice.length > 0 && data.payable - total < CHECKOUT_RULES.minPaymentAmount)
      return setMessage(ORDER_COUPON_MESSAGES.overPayment(CHECKOUT_RULES.minPaymentAmount));
    close(choice);
  };

  return (
    <div className="coupon-modal">
      <h2 id={titleId}>쿠폰 적용</h2>
      <p className="order-sheet__hint">상품 하나에 쿠폰 한 장, 쿠폰 한 장은 상품 하나에만 적용됩니다.</p>
      <QueryView
        query={coupons}
        failed="쿠폰을 불러오지 못했습니다"
        empty="사용할 수 있는 쿠폰이 없습니다"
        isEmpty={(offer) => offer.lines.every((l) => l.coupons.length === 0)}
      >
        {(offer) => (
          <ul className="coupon-modal__lines">
            {offer.lines.map((line) => {
              const mine = choice.find((c) => c.item_id === line.item_id)?.member_coupon_id ?? null;
              const name = `coupon-line-${line.item_id}`;
              return (
                <li key={line.item_id} className="coupon-modal__line">
                  <div className="order-line">
                    <LazyImage src={line.thumbnail_url} alt={line.goods_name} width={64} height={77} className="order-line__thumb" />
                    <div>
                      <p className="order-line__brand">{line.brand_name}</p>
                      <p className="order-line__name">{line.goods_name}</p>
                      <p className="order-line__option">
                        {line.option_name} · {line.ea}개 · {formatPrice(line.amount)}
                      </p>
                    </div>
                  </div>
                  <fieldset className="coupon-modal__choices">
                    <legend className="ui-visually-hidden">{line.goods_name} 쿠폰 선택</legend>
                    <label className="coupon-option">
                      <input type="radio" name={name} checked={mine === null} onChange={() => pick(line.item_id, null)} />
                      <span className="coupon-option__title">적용 안 함</span>
                    </label>
                    {line.coupons.map((c) => {
                      const elsewhere = choice.some((x) => x.member_coupon_id === c.member_coupon_id && x.item_id !== line.item_id);
                      const disabled = !c.applicable || elsewhere;
                      return (
                        <label key={c.member_coupon_id} className={`coupon-option${disabled ? ' coupon-option--disabled' : ''}`}>
                          <input
                            type="radio"
                            name={name}
                            value={c.member_coupon_id}
                            checked={mine === c.member_coupon_id}
                            disabled={disabled}
                            onChange={() => pick(line.item_id, c.member_coupon_id)}
                          />
                          <span className="coupon-option__title">{c.title}</span>
                          <span className="coupon-option__meta">
                            {c.type_label} · {c.discount_label}
                            {c.expire_at ? ` · ${c.expire_at.slice(0, 10)}까지` : ''}
                          </span>
                          <span className="coupon-option__amount">
                            {c.applicable ? (elsewhere ? '다른 상품에 적용됨' : `-${formatPrice(c.discount_amount)}`) : c.reason}
                          </span>
                        </label>
                      );
                    })}
                  </fieldset>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
      <p className="coupon-modal__total">
        쿠폰 할인 합계 <strong data-testid="coupon-modal-total">-{formatPrice(total)}</strong>
      </p>
      <FormError message={message} />
      <button type="button" className="ui-button ui-button--block" onClick={apply} disabled={!data}>
        {choice.length > 0 ? `쿠폰 ${choice.length}장 적용하기` : '쿠폰 적용 안 함'}
      </button>
    </div>
  );
}
