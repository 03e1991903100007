import { formatPoint } from '@mall/shared-contracts';
import { maxUsablePoint } from '@mall/shared-contracts/order';
import { Field } from '../../../lib/form';

type PointCtx = { balance: number; minUsable: number; unit: number; payable: number };

/** 적립금: the member's balance, the shop's minimum and unit (settings); 전액 사용 puts in what may be used. */
export function PointSection({ value, onChange, ctx, error }: { value: number; onChange: (v: number) => void; ctx: PointCtx; error: string | null }) {
  const max = maxUsablePoint(ctx);
  return (
    <section className="order-sheet__section" aria-labelledby="point-title">
      <h2 id="point-title">적립금</h2>
      <p className="order-sheet__hint">
        보유 <strong data-testid="point-balance">{formatPoint(ctx.balance)}</strong> · {ctx.minUsable.toLocaleString('ko-KR')}원 이상, {ctx.unit}원 단위로
        사용할 수 있습니다.
      </p>
      <Field
        id="point-amount"
        label="사용할 적립금"
        inputMode="numeric"
        value={value === 0 ? '' : String(value)}
        placeholder="0"
        error={error}
        onChange={(e) => onChange(Math.min(Number(e.target.value.replace(/\D/g, '').slice(0, 9)) || 0, 100_000_000))}
      >
        <button type="button" className="ui-button ui-button--outline" disabled={max === 0} onClick={() => onChange(value === max ? 0 : max)}>
          {value === max && max > 0 ? '사용 취소' : '전액 사용'}
        </button>
      </Field>
    </section>
  );
}
