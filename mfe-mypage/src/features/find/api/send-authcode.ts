import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type AuthcodeSent } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export type SendAuthcodeInput = { login_id: string; name: string } & ({ email: string } | { phone: string });

export const sendAuthcode = (http: AxiosInstance, input: SendAuthcodeInput) =>
  http.post<AuthcodeSent>('email' in input ? API.sendAuthcodeToEmail : API.sendAuthcodeToPhone, input).then((r) => r.data);

export const useSendAuthcode = () => {
  const http = useHttp();
  return useMutation({ mutationFn: (input: SendAuthcodeInput) => sendAuthcode(http, input) });
};
