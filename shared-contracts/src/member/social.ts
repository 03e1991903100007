import { ALLOWED_SOCIAL_LOGIN, LOGIN_TYPES } from '../constants';
import { MESSAGES } from '../messages';
import type { SocialResult } from './social-schemas';

/**
 * Social login (spec sections 4, 5 and 7 "Third-party login"): the platform's consent page opens in
 * a popup, the storefront polls the attempt every second until the person approved, cancelled or
 * closed the popup; then it logs in (a connected account), joins (/join/sns-policy) or is told the
 * e-mail already belongs to a member (/join/sns-duplicated), who may log in and connect the account.
 */
export type SocialPlatform = (typeof ALLOWED_SOCIAL_LOGIN)[number];

export const SOCIAL_API = {
  /** POST {platform_type}: a token for this attempt and the platform's consent page. */
  generateToken: '/api/v1/3rd-party-authentication/generate-token',
  /** POST: the attempt's status (the storefront polls it every second). */
  tokenResult: (token: string) => `/api/v1/3rd-party-authentication/${token}/result`,
  /** GET: the platforms a shopper may log in with. */
  availables: '/api/v1/3rd-party-authentication/availables',
  /** GET: the members whose e-mail the platform reported (masked). */
  duplicatesByEmail: (token: string) => `/api/v1/3rd-party-authentication/${token}/duplicates-by-email`,
  /** POST {token} (a logged-in member): connects the platform account to the member. */
  connect: '/api/v1/3rd-party-authentication/connect',
  /** GET (a logged-in member): the member's accounts on each usable platform, and whether a password exists. */
  connections: '/api/v1/3rd-party-authentication/connections',
  /** POST {platform_type} (a logged-in member): disconnects that platform's account, never the last way to log in. */
  disconnect: '/api/v1/3rd-party-authentication/disconnect',
  /** The platform redirects the consent's answer here (code and state, or an error). */
  callback: (platform: string) => `/api/v1/3rd-party-authentication/${platform}/callback`,
  /** POST {platform_type, access_token}: logs in the member connected to the platform account. */
  login: '/api/v1/auth/login-with-3rd-party-authentication',
  /** GET ?token: what the platform shared, for the join page. */
  profile: '/api/v1/auth/profile-by-3rd-party-authentication',
  /** POST: joins with the platform account (policies agreed) and logs in. */
  register: '/api/v1/members/by-3rd-party-authentication',
} as const;

export const SOCIAL_PLATFORM_LABELS: Readonly<Record<(typeof LOGIN_TYPES)[number], string>> = {
  shop: '케이몰 아이디',
  kakao: '카카오',
  naver: '네이버',
  apple: 'Apple',
  payco: '페이코',
  facebook: '페이스북',
};

export const SOCIAL_MESSAGES = {
  unusable: MESSAGES.unusableSocialPlatform,
  popupBlocked: '팝업이 차단되었습니다. 브라우저에서 팝업을 허용한 뒤 다시 시도해 주세요.',
  waiting: '열린 창에서 로그인을 마쳐 주세요.',
  closed: '로그인 창이 닫혔습니다. 다시 시도해 주세요.',
  cancelled: '로그인을 취소했습니다.',
  expired: '로그인 시간이 지났습니다. 다시 시도해 주세요.',
  failed: (label: string) => `${label} 로그인에 실패했습니다. 잠시 후 다시 시도해 주세요.`,
  connectFailed: MESSAGES.socialConnectFailed,
  alreadyConnected: '이미 다른 회원에 연결된 계정입니다. 다른 계정으로 로그인해 주세요.',
  /** Spec section 8, connecting from My page an account that belongs to another member. */
  alreadyConnectedAccount: MESSAGES.alreadyConnectedAccount,
  disconnected: MESSAGES.disconnectSuccess,
  disconnectConfirm: (label: string) => `${label} 계정 연결을 해제하시겠습니까? 해제하면 ${label}로 로그인할 수 없습니다.`,
  notConnectedPlatform: (label: string) => `연결된 ${label} 계정이 없습니다.`,
  lastLoginWay: (label: string) => `${label} 계정은 지금 유일한 로그인 방법이라 연결을 해제할 수 없습니다. 다른 소셜 계정을 먼저 연결해 주세요.`,
  memberHasPlatform: (label: string) => `이미 다른 ${label} 계정이 연결된 회원입니다.`,
  connected: (label: string) => `${label} 계정이 연결되었습니다. 다음부터 ${label}로 로그인할 수 있어요.`,
  notConnected: '연결된 회원이 없는 계정입니다. 회원가입을 진행해 주세요.',
  noAttempt: '소셜 로그인 정보가 없거나 시간이 지났습니다. 로그인 화면에서 다시 시도해 주세요.',
  emailTaken: '이 이메일로 가입된 회원이 있습니다. 기존 계정으로 로그인한 뒤 연결해 주세요.',
  /** The consent came back to a browser that did not start the attempt (a forwarded link): nothing is authorized. */
  otherBrowser: '로그인을 시작한 브라우저에서만 완료할 수 있습니다. 케이몰 로그인 화면에서 다시 시도해 주세요.',
} as const;

/** What an authorized attempt leads to: log in, join, or an e-mail that already belongs to a member. */
type SocialNext = NonNullable<SocialResult['member_state']>;

export const isAllowedSocialPlatform = (value: string): value is SocialPlatform => (ALLOWED_SOCIAL_LOGIN as readonly string[]).includes(value);

// --- The storefront's state machine -----------------------------------------------------------------

/**
 * Where one social login attempt is on the login page. `authorized` names what comes next; the
 * failures carry their message.
 */
export type SocialLoginPhase =
  | { kind: 'idle' }
  | { kind: 'starting'; platform: SocialPlatform }
  | { kind: 'waiting'; platform: SocialPlatform; token: string }
  | { kind: 'authorized'; platform: SocialPlatform; token: string; next: SocialNext }
  | { kind: 'failed'; message: string };

export type SocialLoginEvent =
  | { type: 'start'; platform: string }
  | { type: 'started'; token: string }
  | { type: 'popupBlocked' }
  | { type: 'poll'; result: SocialResult; popupClosed: boolean }
  | { type: 'error'; message: string }
  | { type: 'reset' };

const fail = (message: string): SocialLoginPhase => ({ kind: 'failed', message });

/**
 * The social login machine (spec sections 4 and 5): only the allowed platforms start; an attempt
 * waits while the consent is pending and its popup open; a closed popup, a cancelled, failed or
 * expired attempt ends it with its message; an authorized one says where to go next.
 */
export function socialLoginStep(phase: SocialLoginPhase, event: SocialLoginEvent): SocialLoginPhase {
  switch (event.type) {
    case 'reset':
      return { kind: 'idle' };
    case 'start':
      if (phase.kind === 'starting' || phase.kind === 'waiting') return phase;
      return isAllowedSocialPlatform(event.platform) ? { kind: 'starting', platform: event.platform } : fail(SOCIAL_MESSAGES.unusable);
    case 'started':
      return phase.kind === 'starting' ? { kind: 'waiting', platform: phase.platform, token: event.token } : phase;
    case 'popupBlocked':
      return phase.kind === 'starting' ? fail(SOCIAL_MESSAGES.popupBlocked) : phase;
    case 'error':
      return phase.kind === 'starting' || phase.kind === 'waiting' ? fail(event.message) : phase;
    case 'poll': {
      if (phase.kind !== 'waiting') return phase;
      const { result } = event;
      switch (result.status) {
        case 'authorized':
          return result.member_state ? { kind: 'authorized', platform: phase.platform, token: phase.token, next: result.member_state } : phase;
        case 'pending':
          return event.popupClosed ? fail(SOCIAL_MESSAGES.closed) : phase;
        case 'cancelled':
          return fail(SOCIAL_MESSAGES.cancelled);
        case 'expired':
          return fail(SOCIAL_MESSAGES.expired);
        default:
          return fail(result.failure_reason ?? SOCIAL_MESSAGES.failed(SOCIAL_PLATFORM_LABELS[phase.platform]));
      }
    }
  }
}

/** The page an authorized attempt continues on (a connected account logs in where it is). */
export const socialNextPath = (next: SocialNext): string | null =>
  next === 'new' ? '/join/sns-policy' : next === 'duplicated' ? '/join/sns-duplicated' : null;

/** Session storage key of the attempt the join pages continue (kept until its expiry). */
export const SOCIAL_ATTEMPT_KEY = 'mall.socialAttempt';
export interface StoredSocialAttempt {
  token: string;
  platform: SocialPlatform;
}
