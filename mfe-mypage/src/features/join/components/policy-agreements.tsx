import type { Policy } from '@mall/shared-contracts';

/** The join policies: all at once or one by one, each readable in place (the required ones marked). */
export function PolicyAgreements({
  policies,
  agreed,
  onChange,
}: {
  policies: Policy[];
  agreed: Record<number, boolean>;
  onChange: (next: Record<number, boolean>) => void;
}) {
  const all = policies.every((p) => agreed[p.id]);
  return (
    <fieldset className="join-policies">
      <legend>약관 동의</legend>
      <label className="form-check join-policies__all">
        <input type="checkbox" checked={all} onChange={(e) => onChange(Object.fromEntries(policies.map((p) => [p.id, e.target.checked])))} />
        <strong>전체 동의</strong>
      </label>
      {policies.map((p) => (
        <div key={p.id} className="join-policies__item">
          <label className="form-check">
            <input type="checkbox" checked={!!agreed[p.id]} onChange={(e) => onChange({ ...agreed, [p.id]: e.target.checked })} />
            <span>
              [{p.is_required ? '필수' : '선택'}] {p.label}
            </span>
          </label>
          <details>
            <summary>{p.label} 보기</summary>
            <div className="join-policies__contents">{p.contents}</div>
          </details>
        </div>
      ))}
    </fieldset>
  );
}

/** SMS and e-mail marketing consent, open only while the marketing policy is agreed (정보통신망법). */
export function MarketingConsents({
  enabled,
  sms,
  mail,
  onSms,
  onMail,
}: {
  enabled: boolean;
  sms: boolean;
  mail: boolean;
  onSms: (value: boolean) => void;
  onMail: (value: boolean) => void;
}) {
  return (
    <fieldset className="join-marketing" disabled={!enabled}>
      <legend>광고성 정보 수신 (선택)</legend>
      <label className="form-check">
        <input type="checkbox" checked={enabled && sms} onChange={(e) => onSms(e.target.checked)} /> 문자(SMS) 수신
      </label>
      <label className="form-check">
        <input type="checkbox" checked={enabled && mail} onChange={(e) => onMail(e.target.checked)} /> 이메일 수신
      </label>
    </fieldset>
  );
}
