import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type Reason } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export const getWithdrawReasons = (http: AxiosInstance) => http.get<{ reasons: Reason[] }>(API.withdrawReasons).then((r) => r.data.reasons);

export const getWithdrawReasonsQueryOptions = (http: AxiosInstance) =>
  queryOptions({ queryKey: ['members', 'withdraw-reasons'], queryFn: () => getWithdrawReasons(http) });

export const useWithdrawReasons = () => useQuery(getWithdrawReasonsQueryOptions(useHttp()));

export type WithdrawInput = { password: string; reason_code: string; detail_reason?: string };

export const withdraw = (http: AxiosInstance, input: WithdrawInput) => http.post(API.myWithdraw, input).then(() => undefined);

export const useWithdraw = () => {
  const http = useHttp();
  return useMutation({ mutationFn: (input: WithdrawInput) => withdraw(http, input) });
};
