import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type Captcha } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

/** make-captcha: a new image (mutation: every call must draw a new one, never a cached answer). */
export const makeCaptcha = (http: AxiosInstance) => http.post<Captcha>(API.makeCaptcha).then((r) => r.data);
export const checkCaptcha = (http: AxiosInstance, body: { token: string; captcha_code: string }) => http.post(API.checkCaptcha, body).then(() => undefined);

export const useMakeCaptcha = () => {
  const http = useHttp();
  return useMutation({ mutationFn: () => makeCaptcha(http) });
};
export const useCheckCaptcha = () => {
  const http = useHttp();
  return useMutation({ mutationFn: (body: { token: string; captcha_code: string }) => checkCaptcha(http, body) });
};
