import { createHash, randomBytes } from 'node:crypto';

/** Opaque bearer tokens: 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function accessTokenTtlSeconds(): number {
  const fromEnv = Number(process.env.ACCESS_TOKEN_TTL_SECONDS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : 2 * 60 * 60;
}

export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;
