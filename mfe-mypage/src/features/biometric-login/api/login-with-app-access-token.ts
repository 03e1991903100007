import { useMutation, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type LoginResponse, type LoginWithAppAccessTokenBody, type Platform } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';
import { useHttp } from '@mall/shared-ui/http';
import { signInMember } from '../../../lib/sign-in';

export const loginWithAppAccessToken = (http: AxiosInstance, body: LoginWithAppAccessTokenBody) =>
  http.post<LoginResponse>(API.loginWithAppAccessToken, body).then((r) => r.data);

/** Whether the app holds a biometric registration; never asks outside the app. */
export const getBiometricStatusQueryOptions = (native: Platform['native']) => ({
  queryKey: ['native', 'biometric'] as const,
  queryFn: () => native.call('biometric.status'),
  enabled: native.isAvailable(),
  retry: false,
});

export const useBiometricStatus = () => useQuery(getBiometricStatusQueryOptions(usePlatform().native));

/** The app prompts for biometrics and hands back {token, uuid}; mall-api answers like a login. */
export function useBiometricLogin() {
  const platform = usePlatform();
  const http = useHttp();
  const { native } = platform;
  return useMutation({
    mutationFn: async () => loginWithAppAccessToken(http, await native.call('biometric.authenticate')),
    onSuccess: (response) => signInMember(platform, response),
  });
}
