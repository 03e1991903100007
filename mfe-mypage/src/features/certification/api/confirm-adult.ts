import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export const confirmAdult = (http: AxiosInstance, identityToken: string) =>
  http.post<{ is_verify_age: boolean }>(API.adultVerificationConfirm, { identity_token: identityToken }).then((r) => r.data);

export const useConfirmAdult = () => {
  const http = useHttp();
  return useMutation({ mutationFn: (identityToken: string) => confirmAdult(http, identityToken) });
};
