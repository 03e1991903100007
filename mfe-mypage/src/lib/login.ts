import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type LoginBody, type LoginResponse } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';
import { useHttp } from '@mall/shared-ui/http';
import { signInMember } from './sign-in';

export const login = (http: AxiosInstance, body: LoginBody) => http.post<LoginResponse>(API.login, body).then((r) => r.data);

/** Logs in and hands the tokens to the shell's session (which clears any guest session). */
export function useLogin() {
  const platform = usePlatform();
  const http = useHttp();
  return useMutation({
    mutationFn: (body: LoginBody) => login(http, body),
    onSuccess: (response) => signInMember(platform, response),
  });
}
