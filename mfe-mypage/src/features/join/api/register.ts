import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type RegisterBody, type RegisterResponse } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

export const register = (http: AxiosInstance, body: RegisterBody) =>
  http.post<RegisterResponse>(API.members, body, { skipErrorAlert: true }).then((r) => r.data);

export const useRegister = () => {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (body: RegisterBody) => register(http, body) });
};
