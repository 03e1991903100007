import { FormError } from '@mall/shared-ui/forms';
import { useState, type FormEvent, type ReactNode } from 'react';
import { httpErrorMessage, type LoginResponse } from '@mall/shared-contracts';
import { CaptchaField, useCaptchaGate } from './captcha-field';
import { SubmitButton } from './form';
import { useLogin } from './login';
import './form.css';

/**
 * The one member login form (id, password, and the captcha the server asks for from the 5th
 * failure): `/login` and `/join/sns-duplicated` both use it, so a member past five failures can
 * still log in wherever the form appears. `onSignedIn` runs after the session holds the member.
 */
export function LoginForm({
  label,
  className,
  submitLabel,
  pendingLabel,
  busy = false,
  onSignedIn,
}: {
  label: string;
  className?: string;
  submitLabel: ReactNode;
  pendingLabel: string;
  /** Work the caller does after login (e.g. connecting a social account) keeps the button busy. */
  busy?: boolean;
  onSignedIn: (response: LoginResponse) => void;
}) {
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const login = useLogin();
  const captcha = useCaptchaGate();

  const signIn = (captchaToken?: string) =>
    login.mutate(
      { login_id: loginId.trim(), password, ...(captchaToken ? { captcha_token: captchaToken } : {}) },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          setMessage(httpErrorMessage(error));
          // From the 5th failure the server asks for the captcha; a used one never works twice.
          captcha.afterFailure(error);
        },
      },
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!loginId.trim()) return setMessage('아이디를 입력해 주세요.');
    if (!password) return setMessage('비밀번호를 입력해 주세요.');
    setMessage(null);
    captcha.submit(signIn, setMessage);
  };

  return (
    <form className={['form-stack', className].filter(Boolean).join(' ')} onSubmit={submit} noValidate aria-label={label}>
      <label className="form-field">
        <span>아이디</span>
        <input name="login_id" autoComplete="username" value={loginId} onChange={(e) => setLoginId(e.target.value)} placeholder="아이디를 입력해 주세요" />
      </label>
      <label className="form-field">
        <span>비밀번호</span>
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          placeholder="비밀번호를 입력해 주세요"
        />
      </label>
      <CaptchaField gate={captcha} />
      <FormError message={message} />
      <SubmitButton pending={login.isPending || captcha.checking || busy} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
