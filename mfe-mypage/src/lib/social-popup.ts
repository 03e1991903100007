import { useEffect, useReducer, useRef } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { httpErrorMessage } from '@mall/shared-contracts';
import {
  SOCIAL_API,
  socialLoginStep,
  type SocialAvailables,
  type SocialLoginPhase,
  type SocialPlatform,
  type SocialResult,
  type SocialToken,
} from '@mall/shared-contracts/member';
import { useHttp } from '@mall/shared-ui/http';

export const startSocialLogin = (http: AxiosInstance, platform: string) =>
  http.post<SocialToken>(SOCIAL_API.generateToken, { platform_type: platform }).then((r) => r.data);
export const socialResult = (http: AxiosInstance, token: string) => http.post<SocialResult>(SOCIAL_API.tokenResult(token)).then((r) => r.data);

/** The platforms a shopper may use (none while the shop's social login is off). */
export const socialAvailablesQueryOptions = (http: AxiosInstance) =>
  queryOptions({
    queryKey: ['social', 'availables'],
    queryFn: () => http.get<SocialAvailables>(SOCIAL_API.availables).then((r) => r.data.platforms),
    staleTime: 5 * 60_000,
  });
export const useSocialAvailables = () => useQuery(socialAvailablesQueryOptions(useHttp()));

/** The consent page is polled every second until the person is done or closes the popup (spec section 4). */
const POLL_MS = 1000;

export type AuthorizedSocialAttempt = Extract<SocialLoginPhase, { kind: 'authorized' }> & { expireAt: string };

/**
 * One social attempt in a popup (login on /login, connect on My page): opens the platform's consent
 * page inside the click, polls the attempt every second until authorized, cancelled, failed, expired
 * or closed, closes the popup, and hands an authorized attempt to `onAuthorized` once.
 */
export function useSocialPopup(onAuthorized: (attempt: AuthorizedSocialAttempt) => void) {
  const http = useHttp();
  const [phase, dispatch] = useReducer(socialLoginStep, { kind: 'idle' });
  const popup = useRef<Window | null>(null);
  const expireAt = useRef('');
  const handler = useRef(onAuthorized);
  useEffect(() => {
    handler.current = onAuthorized;
  });

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
        dispatch({ type: 'poll', result: await socialResult(http, waitingToken), popupClosed });
      } catch (error) {
        dispatch({ type: 'error', message: httpErrorMessage(error) });
      } finally {
        busy = false;
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waitingToken, http]);

  // Done: close the popup; an authorized attempt goes to the caller.
  useEffect(() => {
    if (phase.kind === 'authorized' || phase.kind === 'failed') {
      if (popup.current && !popup.current.closed) popup.current.close();
      popup.current = null;
    }
    if (phase.kind === 'authorized') handler.current({ ...phase, expireAt: expireAt.current });
  }, [phase]);

  const start = async (platformType: SocialPlatform) => {
    dispatch({ type: 'reset' });
    dispatch({ type: 'start', platform: platformType });
    // Opened inside the click, so the browser does not block it; the consent page loads once the token is there.
    const opened = window.open('', 'kmall-social-login', 'width=480,height=720');
    if (!opened) return dispatch({ type: 'popupBlocked' });
    popup.current = opened;
    try {
      const started = await startSocialLogin(http, platformType);
      expireAt.current = started.expire_at;
      opened.location.href = started.authorize_url;
      dispatch({ type: 'started', token: started.token });
    } catch (error) {
      opened.close();
      dispatch({ type: 'error', message: httpErrorMessage(error) });
    }
  };

  return { phase, start, reset: () => dispatch({ type: 'reset' }) };
}
