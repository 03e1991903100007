import { PAYMENT_METHOD_LABELS, type PaymentMethod, type PaymentMethods } from '@mall/shared-contracts/order';
import { useFeatureGate } from '@mall/shared-ui';

export interface PaymentDraft {
  method: PaymentMethod;
  cardCompany: string;
  installmentMonths: number;
  /** Method my_pay: the member's registered method. */
  myPayMethodId: number | null;
}

/**
 * 결제 수단: the member's registered My pay methods (paid switch `myPay`; the server sends none when off),
 * card (company, installments from 5만원), transfer, virtual account and the easy pays the shop offers.
 */
export function PaymentSection({
  methods,
  amount,
  value,
  onChange,
  error,
}: {
  methods: PaymentMethods;
  amount: number;
  value: PaymentDraft;
  onChange: (v: PaymentDraft) => void;
  error: string | null;
}) {
  const canSplit = amount >= methods.installment.min_amount;
  // The server sends none with `myPay` off; the storefront's own switch hides them too (one gate for every page).
  const myPay = useFeatureGate().isOn('my_pay') ? methods.my_pay : [];
  return (
    <section className="order-sheet__section" aria-labelledby="payment-title">
      <h2 id="payment-title">결제 수단</h2>
      <div className="payment-methods" role="radiogroup" aria-labelledby="payment-title">
        {myPay.map((m) => {
          const on = value.method === 'my_pay' && value.myPayMethodId === m.id;
          return (
            <label key={`my-pay-${m.id}`} className={`payment-method payment-method--my-pay${on ? ' payment-method--on' : ''}`}>
              <input
                type="radio"
                name="payment-method"
                value={`my_pay:${m.id}`}
                checked={on}
                onChange={() => onChange({ ...value, method: 'my_pay', myPayMethodId: m.id })}
              />
              {`${PAYMENT_METHOD_LABELS.my_pay} · ${m.issuer_name} ${m.masked_number}`}
            </label>
          );
        })}
        {methods.methods.map((m) => (
          <label key={m.code} className={`payment-method${value.method === m.code ? ' payment-method--on' : ''}`}>
            <input
              type="radio"
              name="payment-method"
              value={m.code}
              checked={value.method === m.code}
              onChange={() => onChange({ ...value, method: m.code, myPayMethodId: null })}
            />
            {m.label}
          </label>
        ))}
      </div>
      {value.method === 'card' ? (
        <div className="payment-card">
          <label htmlFor="card-company">카드사</label>
          <select
            id="card-company"
            className="order-select"
            value={value.cardCompany}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'payment-error' : undefined}
            onChange={(e) => onChange({ ...value, cardCompany: e.target.value })}
          >
            <option value="">카드사를 선택해 주세요</option>
            {methods.card_companies.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          <label htmlFor="card-installment">할부</label>
          <select
            id="card-installment"
            className="order-select"
            value={value.installmentMonths}
            disabled={!canSplit}
            onChange={(e) => onChange({ ...value, installmentMonths: Number(e.target.value) })}
          >
            <option value={0}>일시불</option>
            {canSplit ? methods.installment.months.map((m) => <option key={m} value={m}>{`${m}개월`}</option>) : null}
          </select>
          {!canSplit ? (
            <p className="order-sheet__hint">할부는 {methods.installment.min_amount.toLocaleString('ko-KR')}원 이상 결제 시 선택할 수 있습니다.</p>
          ) : null}
        </div>
      ) : null}
      {value.method === 'virtual_account' ? (
        <p className="order-sheet__hint">결제하기를 누르면 입금할 계좌가 발급됩니다. 3일 안에 입금하지 않으면 주문이 취소됩니다.</p>
      ) : null}
      {error ? (
        <p id="payment-error" className="order-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
