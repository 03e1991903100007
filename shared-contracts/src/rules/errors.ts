import { MESSAGES, STATUS_MESSAGES } from '../messages';

/** Spec section 8: the server's message, else the per-status override, else the system error. */
export function resolveErrorMessage(status: number | undefined, data: unknown): string {
  const serverMessage = typeof data === 'object' && data !== null && 'message' in data ? (data as { message: unknown }).message : null;
  if (typeof serverMessage === 'string' && serverMessage.trim()) return serverMessage;
  if (status && status in STATUS_MESSAGES) return STATUS_MESSAGES[status as keyof typeof STATUS_MESSAGES];
  return MESSAGES.systemError;
}

/** A 401 whose cause is AuthenticationException ends the member session. */
export function isAuthenticationFailure(status: number | undefined, data: unknown): boolean {
  return status === 401 && typeof data === 'object' && data !== null && (data as { cause?: unknown }).cause === 'AuthenticationException';
}
