import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type IdDuplicateCheck } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

export const checkLoginId = (http: AxiosInstance, loginId: string) =>
  http.post<IdDuplicateCheck>(API.idDuplicateCheck, { login_id: loginId }, { skipErrorAlert: true }).then((r) => r.data);

export const useCheckLoginId = () => {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (loginId: string) => checkLoginId(http, loginId) });
};
