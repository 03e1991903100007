import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type PasswordResetToken, type PrepareForNewPasswordBody } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export const prepareNewPassword = (http: AxiosInstance, body: PrepareForNewPasswordBody) =>
  http.post<PasswordResetToken>(API.prepareForNewPassword, body).then((r) => r.data);

export const usePrepareNewPassword = () => {
  const http = useHttp();
  return useMutation({ mutationFn: (body: PrepareForNewPasswordBody) => prepareNewPassword(http, body) });
};
