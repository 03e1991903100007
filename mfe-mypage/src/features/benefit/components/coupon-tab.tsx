import { useState, type FormEvent } from 'react';
import { formatDisplayDate, formatPrice, httpErrorMessage } from '@mall/shared-contracts';
import {
  BENEFIT_MESSAGES,
  COUPON_RANGE_LABELS,
  COUPON_STATE_LABELS,
  COUPON_STATES,
  couponCodeError,
  normalizeCouponCode,
  type CouponState,
  type MemberCoupon,
} from '@mall/shared-contracts/member';
import { usePlatform, useSearchParams } from '@mall/shared-ui';
import { CopyButton } from '@mall/shared-ui/clipboard';
import { FormError } from '@mall/shared-ui/forms';
import { QueryView } from '@mall/shared-ui/query-view';
import { MoreButton } from '../../../lib/more-button';
import { useMyCoupons, useRegisterCoupon } from '../api/benefit';

const discountOf = (c: MemberCoupon) => (c.discount_type === 'rate' ? `${c.discount_value}%` : formatPrice(c.discount_value));

function CouponCard({ coupon }: { coupon: MemberCoupon }) {
  const conditions = [
    coupon.min_sell_price > 0 ? `${formatPrice(coupon.min_sell_price)} 이상 구매 시` : '금액 조건 없음',
    coupon.maximum_discount_amount ? `최대 ${formatPrice(coupon.maximum_discount_amount)} 할인` : null,
  ].filter(Boolean);
  return (
    <li className={`coupon-card coupon-card--${coupon.state}`} aria-label={coupon.title}>
      <div className="coupon-card__value">
        <strong>{discountOf(coupon)}</strong>
        <span>{coupon.type_label}</span>
      </div>
      <div className="coupon-card__body">
        <h3>{coupon.title}</h3>
        <p>{conditions.join(' · ')}</p>
        <p>적용 대상: {COUPON_RANGE_LABELS[coupon.apply_range_type]}</p>
        <p>사용 가능 기기: {coupon.usable_device_labels.join(' · ')}</p>
        {coupon.code ? (
          <p>
            쿠폰 코드 <span className="coupon-card__code">{coupon.code}</span>
            <CopyButton text={coupon.code} kind="couponCode" what={`${coupon.title} 쿠폰 코드`} />
          </p>
        ) : null}
        <p>
          {coupon.state === 'used' && coupon.used_at
            ? `${formatDisplayDate(coupon.used_at)} 사용`
            : coupon.expire_at
              ? `${formatDisplayDate(coupon.use_start_at)} ~ ${formatDisplayDate(coupon.expire_at)}`
              : '기간 제한 없음'}
        </p>
      </div>
      {coupon.state !== 'usable' ? <span className="coupon-card__badge">{COUPON_STATE_LABELS[coupon.state]}</span> : null}
    </li>
  );
}

function RegisterCoupon() {
  const platform = usePlatform();
  const register = useRegisterCoupon();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = couponCodeError(code);
    if (problem) return setMessage(problem);
    setMessage(null);
    register.mutate(normalizeCouponCode(code), {
      onSuccess: async (coupon) => {
        setCode('');
        await platform.alerts.alert(`‘${coupon.title}’ ${BENEFIT_MESSAGES.registered}`);
      },
      onError: (error) => setMessage(httpErrorMessage(error)),
    });
  };
  return (
    <form className="coupon-register form-stack" onSubmit={submit} noValidate aria-label="쿠폰 등록">
      <div className="form-row">
        <label className="form-field">
          <span>쿠폰 코드</span>
          <input
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={40}
            placeholder="쿠폰 코드를 입력해 주세요"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </label>
        <button type="submit" className="ui-button" disabled={register.isPending}>
          {register.isPending ? '등록 중…' : '등록'}
        </button>
      </div>
      <FormError message={message} />
    </form>
  );
}

/** The coupon tab: register by code, then the coupons by state (20 a page). */
export function CouponTab() {
  const [params, setParams] = useSearchParams();
  const status: CouponState = COUPON_STATES.find((s) => s === params.get('status')) ?? 'usable';
  const coupons = useMyCoupons(status);
  const counts = coupons.data?.pages[0]?.counts;
  return (
    <>
      <RegisterCoupon />
      <div className="benefit-filter" role="group" aria-label="쿠폰 상태">
        {COUPON_STATES.map((s) => (
          <button key={s} type="button" aria-pressed={s === status} onClick={() => setParams(s === 'usable' ? {} : { status: s }, { replace: true })}>
            {COUPON_STATE_LABELS[s]}
            {counts ? ` ${counts[s]}` : ''}
          </button>
        ))}
      </div>
      <QueryView
        query={coupons}
        failed="쿠폰을 불러오지 못했습니다"
        empty={`${COUPON_STATE_LABELS[status]} 쿠폰이 없습니다`}
        isEmpty={(data) => data.pages.every((p) => p.data.length === 0)}
      >
        {(data) => (
          <ul className="coupon-list" aria-label={`${COUPON_STATE_LABELS[status]} 쿠폰`}>
            {data.pages
              .flatMap((p) => p.data)
              .map((c) => (
                <CouponCard key={c.id} coupon={c} />
              ))}
          </ul>
        )}
      </QueryView>
      <MoreButton query={coupons} />
    </>
  );
}
