import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export const verifyAuthcode = (http: AxiosInstance, input: { verification_code: number; access_token: string }) =>
  http.post(API.verifyAuthcode, input).then(() => undefined);

export const useVerifyAuthcode = () => {
  const http = useHttp();
  return useMutation({ mutationFn: (input: { verification_code: number; access_token: string }) => verifyAuthcode(http, input) });
};
