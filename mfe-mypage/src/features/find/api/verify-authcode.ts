import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

export const verifyAuthcode = (http: AxiosInstance, input: { verification_code: number; access_token: string }) =>
  http.post(API.verifyAuthcode, input, { skipErrorAlert: true }).then(() => undefined);

export const useVerifyAuthcode = () => {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (input: { verification_code: number; access_token: string }) => verifyAuthcode(http, input) });
};
