import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type Profile } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

/** `captcha_token`: a solved captcha, once the server asks for one (the account's 5th wrong password on). */
export type PrepareForEditBody = { password: string; captcha_token?: string };

export const prepareForEdit = (http: AxiosInstance, body: PrepareForEditBody) => http.post<Profile>(API.myPrepareForEdit, body).then((r) => r.data);

export const usePrepareForEdit = () => {
  const http = useHttp();
  return useMutation({ mutationFn: (body: PrepareForEditBody) => prepareForEdit(http, body) });
};
