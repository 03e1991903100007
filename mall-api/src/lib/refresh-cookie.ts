import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieIsSecure } from './cookies';
import { REFRESH_TOKEN_TTL_SECONDS } from './tokens';

/**
 * The refresh token rides in an HttpOnly, SameSite=Strict cookie on the storefront's origin (the
 * shell proxies /api), scoped to the auth calls: no page script (ours or a tracker's) can read it.
 * The access token stays short-lived in the page. docs/adr/0010.
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
