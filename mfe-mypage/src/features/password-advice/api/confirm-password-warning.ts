import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export type PasswordWarningInput = { now_password: string; new_password: string } | { after_month: number };

/** members/password-warnings/confirm: change now, or be reminded again after some months. */
export const confirmPasswordWarning = (http: AxiosInstance, input: PasswordWarningInput) => http.post(API.passwordWarningsConfirm, input).then(() => undefined);

export const useConfirmPasswordWarning = () => {
  const http = useHttp();
  return useMutation({ mutationFn: (input: PasswordWarningInput) => confirmPasswordWarning(http, input) });
};
