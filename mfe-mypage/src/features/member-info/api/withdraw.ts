import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type Reason } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

export const getWithdrawReasons = (http: AxiosInstance) =>
  http.get<{ reasons: Reason[] }>(API.withdrawReasons, { skipErrorAlert: true }).then((r) => r.data.reasons);

export const getWithdrawReasonsQueryOptions = (http: AxiosInstance) =>
  queryOptions({ queryKey: ['members', 'withdraw-reasons'], queryFn: () => getWithdrawReasons(http) });

export const useWithdrawReasons = () => useQuery(getWithdrawReasonsQueryOptions(usePlatform().http));

export type WithdrawInput = { password: string; reason_code: string; detail_reason?: string };

export const withdraw = (http: AxiosInstance, input: WithdrawInput) => http.post(API.myWithdraw, input, { skipErrorAlert: true }).then(() => undefined);

export const useWithdraw = () => {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (input: WithdrawInput) => withdraw(http, input) });
};
