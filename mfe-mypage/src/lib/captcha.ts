import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type Captcha } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

/** make-captcha: a new image (mutation: every call must draw a new one, never a cached answer). */
export const makeCaptcha = (http: AxiosInstance) => http.post<Captcha>(API.makeCaptcha, undefined, { skipErrorAlert: true }).then((r) => r.data);
export const checkCaptcha = (http: AxiosInstance, body: { token: string; captcha_code: string }) =>
  http.post(API.checkCaptcha, body, { skipErrorAlert: true }).then(() => undefined);

export const useMakeCaptcha = () => {
  const { http } = usePlatform();
  return useMutation({ mutationFn: () => makeCaptcha(http) });
};
export const useCheckCaptcha = () => {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (body: { token: string; captcha_code: string }) => checkCaptcha(http, body) });
};
