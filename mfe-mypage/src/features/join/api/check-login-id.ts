import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type IdDuplicateCheck } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export const checkLoginId = (http: AxiosInstance, loginId: string) =>
  http.post<IdDuplicateCheck>(API.idDuplicateCheck, { login_id: loginId }).then((r) => r.data);

export const useCheckLoginId = () => {
  const http = useHttp();
  return useMutation({ mutationFn: (loginId: string) => checkLoginId(http, loginId) });
};
