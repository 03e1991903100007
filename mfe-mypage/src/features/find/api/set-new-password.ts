import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

export const setNewPassword = (http: AxiosInstance, input: { password: string; access_token: string }) =>
  http.post(API.setNewPassword, input, { skipErrorAlert: true }).then(() => undefined);

export const useSetNewPassword = () => {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (input: { password: string; access_token: string }) => setNewPassword(http, input) });
};
