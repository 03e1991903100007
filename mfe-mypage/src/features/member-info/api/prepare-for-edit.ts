import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type Profile } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

export const prepareForEdit = (http: AxiosInstance, password: string) =>
  http.post<Profile>(API.myPrepareForEdit, { password }, { skipErrorAlert: true }).then((r) => r.data);

export const usePrepareForEdit = () => {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (password: string) => prepareForEdit(http, password) });
};
