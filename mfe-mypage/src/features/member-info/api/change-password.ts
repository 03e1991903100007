import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

export const changePassword = (http: AxiosInstance, input: { now_password: string; new_password: string }) =>
  http.post(API.myChangePassword, input, { skipErrorAlert: true }).then(() => undefined);

export const useChangePassword = () => {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (input: { now_password: string; new_password: string }) => changePassword(http, input) });
};
