import { useEffect, type ReactNode } from 'react';
import { safeRedirectPath } from '@mall/shared-contracts';
import { usePlatform, useSearchParams } from '@mall/shared-ui';
import { LoginForm } from '../../../lib/login-form';
import { afterLoginPath } from '../../../lib/sign-in';
import './login.css';

/** Member login; `aside` is what the route puts beside it (the guest order lookup). */
export function LoginPage({ aside }: { aside?: ReactNode } = {}) {
  const platform = usePlatform();
  const [params] = useSearchParams();

  useEffect(() => {
    document.title = '로그인 | 케이몰';
  }, []);

  return (
    <section className="login-page" aria-labelledby="login-title">
      <h1 id="login-title" className="login-page__title">
        로그인
      </h1>
      <div className="login-page__panels">
        <LoginForm
          label="회원 로그인"
          className="login-form"
          submitLabel="로그인"
          pendingLabel="로그인 중…"
          onSignedIn={({ user }) => platform.navigate(afterLoginPath(user, safeRedirectPath(params.get('redirect_to_after')) ?? '/mypage'), { replace: true })}
        />
        {aside}
      </div>
    </section>
  );
}
