import { MESSAGES, STATUS_MESSAGES } from '../messages';

const fieldOf = (data: unknown, field: string): unknown =>
  typeof data === 'object' && data !== null && field in data ? (data as Record<string, unknown>)[field] : undefined;

/**
 * Spec section 8: the server's message, else the per-status override (400, 401, 403, 422, 500),
 * else the system error. A call the server does not know (404 API_NOT_FOUND, or a 404 with no JSON
 * error at all, e.g. from a proxy) is the unknown-API message; a wrong method (405) the unknown-method one.
 */
export function resolveErrorMessage(status: number | undefined, data: unknown): string {
  const serverMessage = fieldOf(data, 'message');
  if (typeof serverMessage === 'string' && serverMessage.trim()) return serverMessage;
  const code = fieldOf(data, 'code');
  if (status === 405 || code === 'METHOD_NOT_ALLOWED') return MESSAGES.apiMethodNotFound;
  if (code === 'API_NOT_FOUND' || (status === 404 && code === undefined)) return MESSAGES.apiNotFound;
  if (status && status in STATUS_MESSAGES) return STATUS_MESSAGES[status as keyof typeof STATUS_MESSAGES];
  return MESSAGES.systemError;
}

/**
 * The Korean message for a failed `platform.http` call: an axios error is judged by its response
 * (resolveErrorMessage; no response at all is the system error), anything else gets `fallback`.
 */
export function httpErrorMessage(error: unknown, fallback: string = MESSAGES.systemError): string {
  if (fieldOf(error, 'isAxiosError') !== true) return fallback;
  const response = fieldOf(error, 'response');
  const status = fieldOf(response, 'status');
  return resolveErrorMessage(typeof status === 'number' ? status : undefined, fieldOf(response, 'data'));
}

/** A 401 whose cause is AuthenticationException ends the member session. */
export function isAuthenticationFailure(status: number | undefined, data: unknown): boolean {
  return status === 401 && fieldOf(data, 'cause') === 'AuthenticationException';
}

/** A 401 whose cause is GuestAuthenticationException ends the guest session (its token expired). */
export function isGuestAuthenticationFailure(status: number | undefined, data: unknown): boolean {
  return status === 401 && fieldOf(data, 'cause') === 'GuestAuthenticationException';
}
