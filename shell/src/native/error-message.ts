import { isAxiosError } from 'axios';
import { MESSAGES, NativeBridgeError, resolveErrorMessage } from '@mall/shared-contracts';

/** The Korean message for a failed setting change: the app's, the server's, or the generic one. */
export function settingErrorMessage(error: unknown): string {
  if (error instanceof NativeBridgeError) return error.message;
  if (isAxiosError(error)) return resolveErrorMessage(error.response?.status, error.response?.data);
  return MESSAGES.settingsChangeFailed;
}
