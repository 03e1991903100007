import { parseKstDateTime, type FindLoginIdResponse, type PasswordResetToken, type Platform } from '@mall/shared-contracts';

/**
 * The find results live in session storage until their expiry (spec section 4): the result pages
 * are reachable only while they exist, and a reload of the tab keeps them.
 */
export const FIND_ID_RESULT_KEY = 'mall.findIdResult';
export const PASSWORD_RESET_KEY = 'mall.passwordReset';

const until = (expireAt: string) => parseKstDateTime(expireAt)?.getTime() ?? Date.now();

export const keepFindIdResult = (platform: Platform, stored: StoredFindIdResult) =>
  platform.sessionStorage.set(FIND_ID_RESULT_KEY, stored, until(stored.result.expire_at));
export const keepPasswordReset = (platform: Platform, reset: PasswordResetToken) =>
  platform.sessionStorage.set(PASSWORD_RESET_KEY, reset, until(reset.expire_at));

/** What the find-id result page shows: the answer and the contact it was found by (to send the ids there). */
export interface StoredFindIdResult {
  result: FindLoginIdResponse;
  contact: { email: string } | { phone: string };
}
