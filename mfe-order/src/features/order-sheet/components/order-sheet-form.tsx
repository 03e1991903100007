import { useEffect, useRef, useState, type FormEvent } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { isValidEmail, isValidPhone, normalizePhone } from '@mall/shared-contracts/member';
import {
  CHECKOUT_MESSAGES,
  pointUseError,
  validateReceiver,
  type CouponChoice,
  type OrderSheet,
  type PaymentMethods,
  type PreparePayBody,
  type ReceiverFields,
} from '@mall/shared-contracts/order';
import { useSession } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { useAttemptKey } from '../../../lib/idempotency';
import { useOrderCoupons } from '../api/get-order-coupons';
import { usePreparePay } from '../api/prepare-pay';
import { CouponSection, couponTotal } from './coupon-section';
import { OrderLinesSection } from './order-lines-section';
import { OrdererSection, type OrdererDraft } from './orderer-section';
import { PaymentSection, type PaymentDraft } from './payment-section';
import { PointSection } from './point-section';
import { ReceiverSection, type ReceiverDraft } from './receiver-section';
import { SheetAmounts } from './sheet-amounts';

type Errors = Partial<Record<`orderer.${'name' | 'phone' | 'email'}` | `receiver.${ReceiverFields}` | 'point' | 'payment' | 'agree', string>>;
const NO_COUPONS: CouponChoice[] = [];

/**
 * The sheet's form: who orders, where it goes, coupons and points, how to pay. 결제하기 stores it on the order
 * and sends the shopper to the PG's page; one key per version of the form, so a double tap or a retry
 * registers one payment.
 */
export function OrderSheetForm({ sheet, methods }: { sheet: OrderSheet; methods: PaymentMethods }) {
  const session = useSession();
  const isMember = sheet.is_member && session.status === 'member';
  const [orderer, setOrderer] = useState<OrdererDraft>({ ...sheet.orderer });
  // A retry (다시 결제하기) starts from what the last attempt stored.
  const [receiver, setReceiver] = useState<ReceiverDraft>({ ...sheet.receiver });
  const [saveAddress, setSaveAddress] = useState(false);
  const [point, setPoint] = useState(methods.point ? sheet.amounts.point_amount : 0);
  // Coupons (members): what the last attempt stored is the start, until the shopper chooses in the modal.
  const coupons = useOrderCoupons(sheet.order_id, isMember);
  const [couponChoice, setCouponChoice] = useState<CouponChoice[] | null>(null);
  const chosenCoupons = isMember ? (couponChoice ?? coupons.data?.selected ?? NO_COUPONS) : NO_COUPONS;
  const couponAmount = coupons.data ? couponTotal(coupons.data, chosenCoupons) : 0;
  const [payment, setPayment] = useState<PaymentDraft>({
    method: methods.methods[0]?.code ?? 'card',
    cardCompany: '',
    installmentMonths: 0,
    myPayMethodId: null,
  });
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const prepare = usePreparePay(sheet.order_id);
  const attemptKey = useAttemptKey();
  // The button shows it is busy once React renders the pending mutation; a second click of a fast double click
  // can land before that, so the submit itself is held until the attempt fails (success leaves for the PG).
  const sending = useRef(false);

  const a = sheet.amounts;
  const payable = a.goods_amount + a.shipping_amount - couponAmount;
  const paymentAmount = payable - point;
  const pointCtx = methods.point ? { balance: methods.point.balance, minUsable: methods.point.min_usable, unit: methods.point.unit, payable } : null;

  // An installment plan that the new amount no longer allows goes back to 일시불.
  useEffect(() => {
    if (paymentAmount < methods.installment.min_amount && payment.installmentMonths !== 0) setPayment((p) => ({ ...p, installmentMonths: 0 }));
  }, [paymentAmount, methods.installment.min_amount, payment.installmentMonths]);

  const validate = (): Errors => {
    const found: Errors = {};
    if (!orderer.name.trim()) found['orderer.name'] = '주문자명을 입력해 주세요.';
    if (!isValidPhone(normalizePhone(orderer.phone))) found['orderer.phone'] = '휴대폰 번호를 올바르게 입력해 주세요.';
    if (!isValidEmail(orderer.email.trim())) found['orderer.email'] = '이메일을 올바르게 입력해 주세요.';
    for (const [field, error] of Object.entries(validateReceiver(receiver))) found[`receiver.${field as ReceiverFields}`] = error;
    const pointError = pointCtx ? pointUseError(point, pointCtx) : null;
    if (pointError) found.point = pointError;
    if (payment.method === 'card' && !payment.cardCompany) found.payment = CHECKOUT_MESSAGES.cardCompanyRequired;
    if (!agreed) found.agree = '주문 내용 확인 및 결제 진행에 동의해 주세요.';
    return found;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage('입력 내용을 확인해 주세요.');
      return;
    }
    setMessage(null);
    const body: PreparePayBody = {
      orderer: { name: orderer.name.trim(), phone: orderer.phone, email: orderer.email.trim() },
      receiver: { ...receiver },
      save_address: isMember && saveAddress,
      point_amount: point,
      coupons: chosenCoupons,
      payment: {
        method: payment.method,
        ...(payment.method === 'card' ? { card_company: payment.cardCompany, installment_months: payment.installmentMonths } : {}),
        ...(payment.method === 'my_pay' && payment.myPayMethodId !== null ? { my_pay_method_id: payment.myPayMethodId } : {}),
      },
    };
    sending.current = true;
    prepare.mutate(
      { body, key: attemptKey(body) },
      {
        // The PG's page is a page of its own (a real PG's is on another site): leave the storefront for it.
        onSuccess: ({ payment_url }) => window.location.assign(payment_url),
        onError: (error) => {
          sending.current = false;
          setMessage(httpErrorMessage(error));
        },
      },
    );
  };

  const busy = prepare.isPending || prepare.isSuccess;
  return (
    <form className="order-sheet" onSubmit={submit} noValidate aria-labelledby="order-sheet-title">
      <h1 id="order-sheet-title" className="order-sheet__title">
        주문서
      </h1>
      <div className="order-sheet__body">
        <div className="order-sheet__main">
          <OrderLinesSection sheet={sheet} />
          <OrdererSection value={orderer} onChange={setOrderer} errors={errors} />
          <ReceiverSection
            isMember={isMember}
            value={receiver}
            onChange={setReceiver}
            saveAddress={saveAddress}
            onSaveAddressChange={setSaveAddress}
            errors={errors}
          />
          {isMember ? <CouponSection orderId={sheet.order_id} value={chosenCoupons} onChange={setCouponChoice} /> : null}
          {pointCtx ? <PointSection value={point} onChange={setPoint} ctx={pointCtx} error={errors.point ?? null} /> : null}
          <PaymentSection
            methods={methods}
            amount={paymentAmount}
            value={payment}
            onChange={(p: PaymentDraft) => setPayment(p)}
            error={errors.payment ?? null}
          />
        </div>
        <aside className="order-sheet__aside" aria-label="결제 금액">
          <SheetAmounts amounts={{ ...a, coupon_discount_amount: couponAmount, point_amount: point, payment_amount: paymentAmount }} />
          <label className="order-sheet__agree">
            <input
              type="checkbox"
              checked={agreed}
              onChange={(e) => setAgreed(e.target.checked)}
              aria-describedby={errors.agree ? 'order-agree-error' : undefined}
            />
            주문 상품, 가격, 배송 정보를 확인했으며 결제 진행에 동의합니다.
          </label>
          {errors.agree ? (
            <p id="order-agree-error" className="order-field__error" role="alert">
              {errors.agree}
            </p>
          ) : null}
          <FormError message={message} />
          <button type="submit" className="ui-button ui-button--block order-sheet__pay" disabled={busy} data-testid="order-pay">
            {busy ? '결제창으로 이동 중…' : `${paymentAmount.toLocaleString('ko-KR')}원 결제하기`}
          </button>
        </aside>
      </div>
    </form>
  );
}
