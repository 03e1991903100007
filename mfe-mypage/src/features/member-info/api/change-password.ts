import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export const changePassword = (http: AxiosInstance, input: { now_password: string; new_password: string }) =>
  http.post(API.myChangePassword, input).then(() => undefined);

export const useChangePassword = () => {
  const http = useHttp();
  return useMutation({ mutationFn: (input: { now_password: string; new_password: string }) => changePassword(http, input) });
};
