import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { httpErrorMessage, safeRedirectPath } from '@mall/shared-contracts';
import { usePlatform, useSearchParams } from '@mall/shared-ui';
import { useLogin } from '../../../lib/login';
import { useCheckCaptcha, useMakeCaptcha } from '../api/captcha';
import { FormError, SubmitButton } from '../../../lib/form';
import { afterLoginPath } from '../../../lib/sign-in';
import './login.css';

/** The server's answer asks for a captcha (ApiError.captcha_required). */
const captchaRequiredBy = (error: unknown) => (error as { response?: { data?: { captcha_required?: boolean } } }).response?.data?.captcha_required === true;

/** Member login; `aside` is what the route puts beside it (the guest order lookup). */
export function LoginPage({ aside }: { aside?: ReactNode } = {}) {
  const platform = usePlatform();
  const [params] = useSearchParams();
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [captchaCode, setCaptchaCode] = useState('');
  const login = useLogin();
  const makeCaptcha = useMakeCaptcha();
  const checkCaptcha = useCheckCaptcha();
  const captcha = makeCaptcha.data ?? null;
  const newCaptcha = () => {
    setCaptchaCode('');
    makeCaptcha.mutate();
  };

  useEffect(() => {
    document.title = '로그인 | 케이몰';
  }, []);

  const signIn = (captchaToken?: string) =>
    login.mutate(
      { login_id: loginId.trim(), password, ...(captchaToken ? { captcha_token: captchaToken } : {}) },
      {
        onSuccess: ({ user }) => platform.navigate(afterLoginPath(user, safeRedirectPath(params.get('redirect_to_after')) ?? '/mypage'), { replace: true }),
        onError: (error) => {
          setMessage(httpErrorMessage(error));
          // From the 5th failure the server asks for the captcha; a used one never works twice.
          if (captchaRequiredBy(error) || captcha) newCaptcha();
        },
      },
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!loginId.trim()) return setMessage('아이디를 입력해 주세요.');
    if (!password) return setMessage('비밀번호를 입력해 주세요.');
    setMessage(null);
    if (!captcha) return signIn();
    if (!captchaCode.trim()) return setMessage('자동입력 방지 문자를 입력해 주세요.');
    checkCaptcha.mutate(
      { token: captcha.token, captcha_code: captchaCode.trim() },
      {
        onSuccess: () => signIn(captcha.token),
        onError: (error) => {
          setMessage(httpErrorMessage(error));
          newCaptcha();
        },
      },
    );
  };

  return (
    <section className="login-page" aria-labelledby="login-title">
      <h1 id="login-title" className="login-page__title">
        로그인
      </h1>
      <div className="login-page__panels">
        <form className="login-form form-stack" onSubmit={submit} noValidate aria-label="회원 로그인">
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
          {captcha ? (
            <div className="login-captcha">
              <img src={captcha.image} alt="자동입력 방지 문자" width={180} height={60} />
              <button type="button" className="ui-button ui-button--outline" onClick={newCaptcha} disabled={makeCaptcha.isPending}>
                새로고침
              </button>
              <label className="form-field">
                <span>자동입력 방지 문자</span>
                <input
                  name="captcha_code"
                  autoComplete="off"
                  maxLength={10}
                  value={captchaCode}
                  onChange={(e) => setCaptchaCode(e.target.value)}
                  placeholder="위 문자를 입력해 주세요"
                />
              </label>
            </div>
          ) : null}
          <FormError message={message} />
          <SubmitButton pending={login.isPending || checkCaptcha.isPending} pendingLabel="로그인 중…">
            로그인
          </SubmitButton>
        </form>
        {aside}
      </div>
    </section>
  );
}
