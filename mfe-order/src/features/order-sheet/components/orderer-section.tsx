import { Field } from '../../../lib/form';

export interface OrdererDraft {
  name: string;
  phone: string;
  email: string;
}

/** 주문자 정보: a member's own details to start from; a guest types them (the name opens the guest lookup later). */
export function OrdererSection({
  value,
  onChange,
  errors,
}: {
  value: OrdererDraft;
  onChange: (v: OrdererDraft) => void;
  errors: Partial<Record<string, string>>;
}) {
  return (
    <section className="order-sheet__section" aria-labelledby="orderer-title">
      <h2 id="orderer-title">주문자 정보</h2>
      <Field
        id="orderer-name"
        label="주문자명"
        autoComplete="name"
        maxLength={20}
        value={value.name}
        error={errors['orderer.name']}
        onChange={(e) => onChange({ ...value, name: e.target.value })}
      />
      <Field
        id="orderer-phone"
        label="휴대폰 번호"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={13}
        placeholder="01012345678"
        value={value.phone}
        error={errors['orderer.phone']}
        onChange={(e) => onChange({ ...value, phone: e.target.value })}
      />
      <Field
        id="orderer-email"
        label="이메일 (선택)"
        type="email"
        autoComplete="email"
        maxLength={100}
        value={value.email}
        error={errors['orderer.email']}
        onChange={(e) => onChange({ ...value, email: e.target.value })}
      />
    </section>
  );
}
