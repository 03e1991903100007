import { useEffect } from 'react';
import { safeRedirectPath } from '@mall/shared-contracts';
import { usePlatform, useSearchParams } from '@mall/shared-ui';
import { RenewalPasswordForm } from './renewal-password-form';

/** /password-change-advice: after a login whose password is over 180 days old; then on to redirect_to_after. */
export function PasswordChangeAdvicePage() {
  const platform = usePlatform();
  const [params] = useSearchParams();
  useEffect(() => {
    document.title = '비밀번호 변경 안내 | 케이몰';
  }, []);
  return (
    <section className="member-page" aria-labelledby="advice-title">
      <h1 id="advice-title" className="member-page__title">
        비밀번호 변경 안내
      </h1>
      <RenewalPasswordForm
        titleId="advice-title"
        onDone={() => platform.navigate(safeRedirectPath(params.get('redirect_to_after')) ?? '/mypage', { replace: true })}
      />
    </section>
  );
}
