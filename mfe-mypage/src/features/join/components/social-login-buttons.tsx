import { useEffect, useReducer, useRef } from 'react';
import { httpErrorMessage, safeRedirectPath } from '@mall/shared-contracts';
import { SOCIAL_MESSAGES, socialLoginStep, socialNextPath, type SocialPlatform } from '@mall/shared-contracts/member';
import { usePlatform, useSearchParams } from '@mall/shared-ui';
import { FormError } from '../../../lib/form';
import { afterLoginPath } from '../../../lib/sign-in';
import { keepSocialAttempt, socialResult, startSocialLogin, useSocialAvailables, useSocialLogin } from '../api/social-login';
import './social-login.css';

/** The consent page is polled every second until the person is done or closes the popup (spec section 4). */
const POLL_MS = 1000;

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
  const [phase, dispatch] = useReducer(socialLoginStep, { kind: 'idle' });
  const popup = useRef<Window | null>(null);
  const expireAt = useRef('');

  // Poll while waiting; the interval ends with the phase (or the page).
  const waitingToken = phase.kind === 'waiting' ? phase.token : null;
  useEffect(() => {
    if (!waitingToken) return;
    let busy = false;
    const timer = setInterval(async () => {
      if (busy) return;
      busy = true;
      try {
        const popupClosed = popup.current?.closed ?? true;
        dispatch({ type: 'poll', result: await socialResult(platform.http, waitingToken), popupClosed });
      } catch (error) {
        dispatch({ type: 'error', message: httpErrorMessage(error) });
      } finally {
        busy = false;
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waitingToken, platform.http]);

  // Once authorized: close the popup, then log in or continue to the join pages.
  useEffect(() => {
    if (phase.kind === 'authorized' || phase.kind === 'failed') {
      if (popup.current && !popup.current.closed) popup.current.close();
      popup.current = null;
    }
    if (phase.kind !== 'authorized') return;
    const next = socialNextPath(phase.next);
    if (next) {
      keepSocialAttempt(platform, { token: phase.token, platform: phase.platform }, expireAt.current);
      platform.navigate(next);
      return;
    }
    login.mutate(
      { platformType: phase.platform, token: phase.token },
      {
        onSuccess: ({ user }) => platform.navigate(afterLoginPath(user, safeRedirectPath(params.get('redirect_to_after')) ?? '/mypage'), { replace: true }),
        onError: (error) => dispatch({ type: 'error', message: httpErrorMessage(error) }),
      },
    );
    // login is stable enough: the effect runs once per authorized attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase]);

  const start = async (platformType: SocialPlatform) => {
    dispatch({ type: 'reset' });
    dispatch({ type: 'start', platform: platformType });
    // Opened inside the click, so the browser does not block it; the consent page loads once the token is there.
    const opened = window.open('', 'kmall-social-login', 'width=480,height=720');
    if (!opened) return dispatch({ type: 'popupBlocked' });
    popup.current = opened;
    try {
      const started = await startSocialLogin(platform.http, platformType);
      expireAt.current = started.expire_at;
      opened.location.href = started.authorize_url;
      dispatch({ type: 'started', token: started.token });
    } catch (error) {
      opened.close();
      dispatch({ type: 'error', message: httpErrorMessage(error) });
    }
  };

  const platforms = availables.data ?? [];
  if (!platforms.length) return null;
  const busy = phase.kind === 'starting' || phase.kind === 'waiting' || phase.kind === 'authorized' || login.isPending;
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
            onClick={() => void start(p.platform_type)}
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
      <FormError message={phase.kind === 'failed' ? phase.message : null} />
    </section>
  );
}
