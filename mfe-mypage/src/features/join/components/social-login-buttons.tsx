import { useState } from 'react';
import { httpErrorMessage, safeRedirectPath } from '@mall/shared-contracts';
import { SOCIAL_MESSAGES, socialNextPath } from '@mall/shared-contracts/member';
import { usePlatform, useSearchParams } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { afterLoginPath } from '../../../lib/sign-in';
import { useSocialAvailables, useSocialPopup } from '../../../lib/social-popup';
import '../../../lib/social-login.css';
import { keepSocialAttempt, useSocialLogin } from '../api/social-login';

/**
 * 간편 로그인 on /login: the platform's consent page in a popup, polled until approved, cancelled or
 * closed; a connected account logs in, a new one goes on to join (/join/sns-policy), an e-mail that
 * belongs to a member to /join/sns-duplicated.
 */
export function SocialLoginButtons() {
  const platform = usePlatform();
  const [params] = useSearchParams();
  const availables = useSocialAvailables();
  const login = useSocialLogin();
  const [loginError, setLoginError] = useState<string | null>(null);
  // Once authorized: log in, or continue to the join pages.
  const { phase, start } = useSocialPopup((attempt) => {
    setLoginError(null);
    const next = socialNextPath(attempt.next);
    if (next) {
      keepSocialAttempt(platform, { token: attempt.token, platform: attempt.platform }, attempt.expireAt);
      platform.navigate(next);
      return;
    }
    login.mutate(
      { platformType: attempt.platform, token: attempt.token },
      {
        onSuccess: ({ user }) => platform.navigate(afterLoginPath(user, safeRedirectPath(params.get('redirect_to_after')) ?? '/mypage'), { replace: true }),
        onError: (error) => setLoginError(httpErrorMessage(error)),
      },
    );
  });

  const platforms = availables.data ?? [];
  if (!platforms.length) return null;
  const busy = phase.kind === 'starting' || phase.kind === 'waiting' || (phase.kind === 'authorized' && !loginError) || login.isPending;
  return (
    <section className="social-login" aria-labelledby="social-login-title">
      <h2 id="social-login-title" className="social-login__title">
        간편 로그인
      </h2>
      <div className="social-login__buttons">
        {platforms.map((p) => (
          <button
            key={p.platform_type}
            type="button"
            className={`social-login__button social-login__button--${p.platform_type}`}
            onClick={() => {
              setLoginError(null);
              void start(p.platform_type);
            }}
            disabled={busy}
          >
            {p.label}로 로그인
          </button>
        ))}
      </div>
      {phase.kind === 'waiting' ? (
        <p className="social-login__note" role="status">
          {SOCIAL_MESSAGES.waiting}
        </p>
      ) : null}
      <FormError message={phase.kind === 'failed' ? phase.message : loginError} />
    </section>
  );
}
