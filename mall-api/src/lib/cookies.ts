import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Whether a cookie gets `Secure`: always in production (served behind TLS; browsers still accept it on
 * http://localhost), and elsewhere when the request came over TLS. `request.protocol` believes
 * `X-Forwarded-Proto` only from the trusted proxy hops (app.ts `trustProxy`, TRUSTED_PROXIES): a client
 * cannot talk its way into or out of it.
 */
export const cookieIsSecure = (request: FastifyRequest) => process.env.NODE_ENV === 'production' || request.protocol === 'https';

/**
 * The browser nonce of a social login attempt (docs/adr/0015): httpOnly, on the third-party
 * authentication calls only, for the attempt's minutes. `Lax`, not `Strict`: a real platform sends
 * the person back to the callback from its own site, a top-level navigation that must carry it.
 */
export const SOCIAL_ATTEMPT_COOKIE = 'mall_sa';
const SOCIAL_ATTEMPT_PATH = '/api/v1/3rd-party-authentication';

export function setSocialAttemptCookie(reply: FastifyReply, request: FastifyRequest, nonce: string, maxAgeSeconds: number) {
  reply.setCookie(SOCIAL_ATTEMPT_COOKIE, nonce, {
    httpOnly: true,
    sameSite: 'lax',
    path: SOCIAL_ATTEMPT_PATH,
    maxAge: maxAgeSeconds,
    secure: cookieIsSecure(request),
  });
}

/** The nonce serves one callback: it is cleared whatever the callback's outcome. */
export function clearSocialAttemptCookie(reply: FastifyReply, request: FastifyRequest) {
  reply.clearCookie(SOCIAL_ATTEMPT_COOKIE, { httpOnly: true, sameSite: 'lax', path: SOCIAL_ATTEMPT_PATH, secure: cookieIsSecure(request) });
}

export const socialAttemptCookieOf = (request: FastifyRequest): string | undefined => request.cookies?.[SOCIAL_ATTEMPT_COOKIE];
