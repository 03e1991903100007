import { httpErrorMessage, MESSAGES, NativeBridgeError } from '@mall/shared-contracts';

/** The Korean message for a failed setting change: the app's, the server's, or the generic one. */
export function settingErrorMessage(error: unknown): string {
  if (error instanceof NativeBridgeError) return error.message;
  return httpErrorMessage(error, MESSAGES.settingsChangeFailed);
}
