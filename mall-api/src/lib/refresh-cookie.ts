import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieIsSecure } from './cookies';
import { REFRESH_TOKEN_TTL_SECONDS } from './tokens';

/**
 * The refresh token rides in an HttpOnly, SameSite=Strict cookie on the storefront's origin (the
 * shell proxies /api), scoped to the auth calls: no page script (ours or a tracker's) can read it.
 * It is never in a response body, and both refresh calls need it. The access token stays short-lived
 * in the page. docs/adr/0010, docs/adr/0015.
 */
export const REFRESH_COOKIE = 'mall_rt';
const PATH = '/api/v1/auth';

const secure = cookieIsSecure;

export function setRefreshCookie(reply: FastifyReply, request: FastifyRequest, refreshToken: string) {
  reply.setCookie(REFRESH_COOKIE, refreshToken, { httpOnly: true, sameSite: 'strict', path: PATH, maxAge: REFRESH_TOKEN_TTL_SECONDS, secure: secure(request) });
}

export function clearRefreshCookie(reply: FastifyReply, request: FastifyRequest) {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', path: PATH, secure: secure(request) });
}

export const refreshCookieOf = (request: FastifyRequest): string | undefined => request.cookies?.[REFRESH_COOKIE];

/** A new token pair as it leaves mall-api: the refresh token as the cookie, the access token (and its expiry) in the body. */
export function handOverTokens(reply: FastifyReply, request: FastifyRequest, issued: { token: string; refreshToken: string; expired_at: string }) {
  setRefreshCookie(reply, request, issued.refreshToken);
  return { token: issued.token, expired_at: issued.expired_at };
}
