import { MEMBER_MESSAGES, type FindType } from './forms';

/**
 * Spec section 4 "Find password": code not sent → code sent (after validation and sending) →
 * verified (after the code check) → reset allowed. Changing the find type or resetting the form
 * clears the steps; a code older than its expiry counts as not verified any more.
 */
export type FindPasswordStep = 'not_sent' | 'sent' | 'verified' | 'reset_allowed';

export interface FindPasswordState {
  step: FindPasswordStep;
  type: FindType;
  /** The code grant of send-authcode: proves this form asked for the code. */
  accessToken: string | null;
  /** Epoch ms the code stops working. */
  expiresAt: number | null;
}

export type FindPasswordEvent =
  | { type: 'code_sent'; accessToken: string; expiresAt: number }
  | { type: 'code_verified' }
  | { type: 'reset_allowed' }
  | { type: 'change_type'; findType: FindType }
  | { type: 'reset' };

export const initialFindPassword = (type: FindType = 'email'): FindPasswordState => ({ step: 'not_sent', type, accessToken: null, expiresAt: null });

export function findPasswordReducer(state: FindPasswordState, event: FindPasswordEvent): FindPasswordState {
  switch (event.type) {
    case 'code_sent':
      // Sending again starts over with the new code.
      return { ...state, step: 'sent', accessToken: event.accessToken, expiresAt: event.expiresAt };
    case 'code_verified':
      return state.step === 'sent' ? { ...state, step: 'verified' } : state;
    case 'reset_allowed':
      return state.step === 'verified' ? { ...state, step: 'reset_allowed' } : state;
    case 'change_type':
      return event.findType === state.type ? state : initialFindPassword(event.findType);
    case 'reset':
      return initialFindPassword(state.type);
  }
}

/** Why "verify" cannot go ahead yet (spec section 5 flow alerts), or null. */
export function verifyCodeBlocker(state: FindPasswordState, code: string, now = Date.now()): string | null {
  if (state.step === 'not_sent') return MEMBER_MESSAGES.sendCodeFirst;
  if (!code.trim()) return MEMBER_MESSAGES.enterCode;
  if (state.expiresAt !== null && now > state.expiresAt) return '인증 시간이 초과되었습니다. 다시 시도해 주세요.';
  return null;
}

/** Why "next" (find password) cannot go ahead yet, or null. */
export function findPasswordBlocker(state: FindPasswordState, now = Date.now()): string | null {
  if (state.step === 'not_sent') return MEMBER_MESSAGES.sendCodeFirst;
  if (state.step === 'sent')
    return state.expiresAt !== null && now > state.expiresAt ? '인증 시간이 초과되었습니다. 다시 시도해 주세요.' : MEMBER_MESSAGES.verifyFirst;
  return null;
}

/** The countdown beside the code field: 2:59 → 0:00. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
