import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export const setNewPassword = (http: AxiosInstance, input: { password: string; access_token: string }) =>
  http.post(API.setNewPassword, input).then(() => undefined);

export const useSetNewPassword = () => {
  const http = useHttp();
  return useMutation({ mutationFn: (input: { password: string; access_token: string }) => setNewPassword(http, input) });
};
