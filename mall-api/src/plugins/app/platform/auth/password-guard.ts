import { LIMITS } from '@mall/shared-contracts';
import { AppError } from '../../../../lib/errors';
import { CAPTCHA_MESSAGES, type Captchas } from './captchas';
import type { FailureCounters } from './failure-counters';

/** Who is guessing which account's password: the login id's counter and the client address's. */
export interface PasswordAttempt {
  loginId: string;
  clientIp: string;
  /** A solved captcha (check-captcha), spent by this attempt when the account's failures ask for one. */
  captchaToken?: string | undefined;
  /** Whether this check may ask for a captcha (a form that shows one); without it only the locks apply. */
  captcha: boolean;
}

export const captchaRequired = (failedCount: number) =>
  new AppError(401, 'CAPTCHA_REQUIRED', CAPTCHA_MESSAGES.required, undefined, { failed_count: failedCount, captcha_required: true });
export const accountLocked = () =>
  new AppError(
    401,
    'ACCOUNT_LOCKED',
    '비밀번호를 여러 번 잘못 입력하여 로그인이 잠시 제한되었습니다. 30분 후에 다시 시도하거나 비밀번호 찾기를 이용해 주세요.',
  );
export const tooManyFailures = () => new AppError(429, 'TOO_MANY_FAILURES', '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.');

/** What a wrong password answers, for the caller to word: the account's failures so far and whether a captcha comes next. */
export interface WrongPassword {
  failedCount: number;
  captchaRequired: boolean;
}

/**
 * Every check of a member's password (login, and the current password a session holder types on My
 * page) counts on the same counters with the same limits (docs/adr/0010, 0015): the client address
 * stops at 50 failures, the account asks for a captcha from the 5th and rests 30 minutes at the 20th.
 * A session holder guessing the current password gets no more tries than a stranger at the login.
 */
export function createPasswordGuard(counters: FailureCounters, captchas: Captchas) {
  return async function check<T>(attempt: PasswordAttempt, verify: () => Promise<T | null>, wrong: (state: WrongPassword) => AppError): Promise<T> {
    // Per client address first: one address failing for many ids is stuffing, whatever the ids.
    if ((await counters.state('login_client', attempt.clientIp)).lockedUntil) throw tooManyFailures();
    // The attempt is counted before its password is checked, in one statement that refuses a count past the
    // captcha threshold: parallel attempts cannot all read "4 failures" and all get a password check.
    let claimed = await counters.claim('login_id', attempt.loginId, attempt.captcha ? LIMITS.loginFailuresBeforeCaptcha : undefined);
    if (!claimed && attempt.captcha) {
      const account = await counters.state('login_id', attempt.loginId);
      if (account.lockedUntil) throw accountLocked();
      // The captcha is enforced here, not by the page: a right password without a solved captcha is refused.
      if (!(attempt.captchaToken && (await captchas.spend(attempt.captchaToken)))) throw captchaRequired(account.failedCount);
      claimed = await counters.claim('login_id', attempt.loginId);
    }
    if (!claimed) throw accountLocked();
    const result = await verify();
    if (result === null) {
      await counters.fail('login_client', attempt.clientIp);
      if (claimed.lockedUntil) throw accountLocked();
      throw wrong({ failedCount: claimed.failedCount, captchaRequired: attempt.captcha && claimed.failedCount >= LIMITS.loginFailuresBeforeCaptcha });
    }
    await counters.reset('login_id', attempt.loginId);
    return result;
  };
}
export type PasswordGuard = ReturnType<typeof createPasswordGuard>;
