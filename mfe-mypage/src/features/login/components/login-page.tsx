import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { httpErrorMessage, safeRedirectPath } from '@mall/shared-contracts';
import { usePlatform, useSearchParams } from '@mall/shared-ui';
import { useLogin } from '../api/login';
import { FormError, SubmitButton } from '../../../lib/form';
import './login.css';

/** Member login; `aside` is what the route puts beside it (the guest order lookup). */
export function LoginPage({ aside }: { aside?: ReactNode } = {}) {
  const platform = usePlatform();
  const [params] = useSearchParams();
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const login = useLogin();

  useEffect(() => {
    document.title = '로그인 | 케이몰';
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!loginId.trim()) return setMessage('아이디를 입력해 주세요.');
    if (!password) return setMessage('비밀번호를 입력해 주세요.');
    setMessage(null);
    login.mutate(
      { login_id: loginId.trim(), password },
      {
        onSuccess: () => platform.navigate(safeRedirectPath(params.get('redirect_to_after')) ?? '/mypage', { replace: true }),
        onError: (error) => setMessage(httpErrorMessage(error)),
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
          <FormError message={message} />
          <SubmitButton pending={login.isPending} pendingLabel="로그인 중…">
            로그인
          </SubmitButton>
        </form>
        {aside}
      </div>
    </section>
  );
}
