import { useId } from 'react';
import { evaluatePassword, PASSWORD_STATUS_LABELS, passwordConfirmMessage, type PasswordContext, type PasswordResult } from '@mall/shared-contracts/member';
import { LIMITS } from '@mall/shared-contracts';

/**
 * New password + confirmation with the live strength of spec section 4 (the shared rule): join,
 * find password, change password and the renewal advice all use this one.
 */
export function PasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  context,
  checked = null,
  label = '새 비밀번호',
}: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  context: PasswordContext;
  /** The server's judgement of this very password (what it knows and the page does not, e.g. the verified phone): shown instead. */
  checked?: PasswordResult | null;
  label?: string;
}) {
  const id = useId();
  const strength = checked ?? evaluatePassword(password, context);
  const match = passwordConfirmMessage(password, confirm);
  return (
    <>
      <label className="form-field">
        <span>{label}</span>
        <input
          type="password"
          name="new_password"
          autoComplete="new-password"
          maxLength={LIMITS.passwordMaxLength}
          value={password}
          onChange={(e) => onPassword(e.target.value)}
          placeholder="영문, 숫자, 특수문자 중 2가지 이상 8~16자"
          aria-describedby={`${id}-strength`}
        />
      </label>
      <p id={`${id}-strength`} className={`password-strength password-strength--${password ? strength.status : 'empty'}`} aria-live="polite">
        {password ? (
          <>
            <strong>비밀번호 안전도: {PASSWORD_STATUS_LABELS[strength.status]}</strong>
            {strength.message ? ` · ${strength.message}` : null}
          </>
        ) : (
          '영문, 숫자, 특수문자 중 2가지 이상을 조합한 8~16자'
        )}
      </p>
      <label className="form-field">
        <span>{label} 확인</span>
        <input
          type="password"
          name="confirm_password"
          autoComplete="new-password"
          maxLength={LIMITS.passwordMaxLength}
          value={confirm}
          onChange={(e) => onConfirm(e.target.value)}
          aria-describedby={`${id}-match`}
        />
      </label>
      {confirm ? (
        <p id={`${id}-match`} className={match.ok ? 'form-hint form-hint--ok' : 'form-error'} aria-live="polite">
          {match.message}
        </p>
      ) : null}
    </>
  );
}
