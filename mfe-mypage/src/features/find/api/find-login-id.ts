import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type FindLoginIdBody, type FindLoginIdResponse } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

export const findLoginId = (http: AxiosInstance, body: FindLoginIdBody) =>
  http.post<FindLoginIdResponse>(API.findLoginId, body, { skipErrorAlert: true }).then((r) => r.data);

export const useFindLoginId = () => {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (body: FindLoginIdBody) => findLoginId(http, body) });
};
