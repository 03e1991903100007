import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type FindLoginIdBody, type FindLoginIdResponse } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export const findLoginId = (http: AxiosInstance, body: FindLoginIdBody) => http.post<FindLoginIdResponse>(API.findLoginId, body).then((r) => r.data);

export const useFindLoginId = () => {
  const http = useHttp();
  return useMutation({ mutationFn: (body: FindLoginIdBody) => findLoginId(http, body) });
};
