import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

export const confirmAdult = (http: AxiosInstance, identityToken: string) =>
  http.post<{ is_verify_age: boolean }>(API.adultVerificationConfirm, { identity_token: identityToken }, { skipErrorAlert: true }).then((r) => r.data);

export const useConfirmAdult = () => {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (identityToken: string) => confirmAdult(http, identityToken) });
};
