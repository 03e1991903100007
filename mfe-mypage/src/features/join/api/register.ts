import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type RegisterBody, type RegisterResponse } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export const register = (http: AxiosInstance, body: RegisterBody) => http.post<RegisterResponse>(API.members, body).then((r) => r.data);

export const useRegister = () => {
  const http = useHttp();
  return useMutation({ mutationFn: (body: RegisterBody) => register(http, body) });
};
