import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type PasswordResetToken, type PrepareForNewPasswordBody } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

export const prepareNewPassword = (http: AxiosInstance, body: PrepareForNewPasswordBody) =>
  http.post<PasswordResetToken>(API.prepareForNewPassword, body, { skipErrorAlert: true }).then((r) => r.data);

export const usePrepareNewPassword = () => {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (body: PrepareForNewPasswordBody) => prepareNewPassword(http, body) });
};
