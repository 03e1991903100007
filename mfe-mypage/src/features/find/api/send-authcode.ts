import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type AuthcodeSent } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

export type SendAuthcodeInput = { login_id: string; name: string } & ({ email: string } | { phone: string });

export const sendAuthcode = (http: AxiosInstance, input: SendAuthcodeInput) =>
  http.post<AuthcodeSent>('email' in input ? API.sendAuthcodeToEmail : API.sendAuthcodeToPhone, input, { skipErrorAlert: true }).then((r) => r.data);

export const useSendAuthcode = () => {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (input: SendAuthcodeInput) => sendAuthcode(http, input) });
};
