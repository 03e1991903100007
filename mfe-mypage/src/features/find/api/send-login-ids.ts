import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export type SendLoginIdsInput = { access_token: string } & ({ email: string } | { phone: string });

/** send-results-to-email / send-results-to-phone: the unmasked ids, to the contact they were found by. */
export const sendLoginIds = (http: AxiosInstance, input: SendLoginIdsInput) =>
  http.post(('email' in input ? API.sendResultsToEmail : API.sendResultsToPhone) as string, input).then(() => undefined);

export const useSendLoginIds = () => {
  const http = useHttp();
  return useMutation({ mutationFn: (input: SendLoginIdsInput) => sendLoginIds(http, input) });
};
