import type { FindType } from '@mall/shared-contracts/member';

/** 이메일 or 휴대폰 (spec section 5: the contact the find form needs for its type). */
export function ContactFields({
  type,
  email,
  phone,
  onType,
  onEmail,
  onPhone,
  errors,
}: {
  type: FindType;
  email: string;
  phone: string;
  onType: (type: FindType) => void;
  onEmail: (value: string) => void;
  onPhone: (value: string) => void;
  errors: { email?: string; phone?: string };
}) {
  return (
    <>
      <fieldset className="form-choice">
        <legend className="ui-visually-hidden">인증 방법</legend>
        <label>
          <input type="radio" name="find_type" checked={type === 'email'} onChange={() => onType('email')} /> 이메일로 찾기
        </label>
        <label>
          <input type="radio" name="find_type" checked={type === 'phone'} onChange={() => onType('phone')} /> 휴대폰으로 찾기
        </label>
      </fieldset>
      {type === 'email' ? (
        <label className="form-field">
          <span>이메일</span>
          <input
            name="email"
            type="email"
            autoComplete="email"
            maxLength={100}
            value={email}
            onChange={(e) => onEmail(e.target.value)}
            placeholder="가입하신 이메일"
          />
          {errors.email ? <em className="form-error">{errors.email}</em> : null}
        </label>
      ) : (
        <label className="form-field">
          <span>휴대폰 번호</span>
          <input
            name="phone"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={13}
            value={phone}
            onChange={(e) => onPhone(e.target.value)}
            placeholder="01012345678"
          />
          {errors.phone ? <em className="form-error">{errors.phone}</em> : null}
        </label>
      )}
    </>
  );
}
