import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { parseKstDateTime, type LoginResponse } from '@mall/shared-contracts';
import {
  SOCIAL_API,
  SOCIAL_ATTEMPT_KEY,
  type SocialDuplicates,
  type SocialProfile,
  type SocialRegisterBody,
  type StoredSocialAttempt,
} from '@mall/shared-contracts/member';
import { usePlatform } from '@mall/shared-ui';
import { useHttp } from '@mall/shared-ui/http';
import type { Platform } from '@mall/shared-contracts';
import { signInMember } from '../../../lib/sign-in';

export const socialProfileQueryOptions = (http: AxiosInstance, token: string) =>
  queryOptions({
    queryKey: ['social', 'profile', token],
    queryFn: () => http.get<SocialProfile>(SOCIAL_API.profile, { params: { token } }).then((r) => r.data),
    retry: false,
  });
export const socialDuplicatesQueryOptions = (http: AxiosInstance, token: string) =>
  queryOptions({
    queryKey: ['social', 'duplicates', token],
    queryFn: () => http.get<SocialDuplicates>(SOCIAL_API.duplicatesByEmail(token)).then((r) => r.data),
    retry: false,
  });

export const useSocialProfile = (token: string) => useQuery(socialProfileQueryOptions(useHttp(), token));
export const useSocialDuplicates = (token: string) => useQuery(socialDuplicatesQueryOptions(useHttp(), token));

/** The attempt the join pages continue, kept in session storage until it expires (a reload keeps it). */
export const keepSocialAttempt = (platform: Platform, attempt: StoredSocialAttempt, expireAt: string) =>
  platform.sessionStorage.set(SOCIAL_ATTEMPT_KEY, attempt, parseKstDateTime(expireAt)?.getTime() ?? Date.now());
export const forgetSocialAttempt = (platform: Platform) => platform.sessionStorage.remove(SOCIAL_ATTEMPT_KEY);

/** login-with-3rd-party-authentication: the member connected to the platform account signs in. */
export function useSocialLogin() {
  const platform = usePlatform();
  const http = useHttp();
  return useMutation({
    mutationFn: ({ platformType, token }: { platformType: string; token: string }) =>
      http.post<LoginResponse>(SOCIAL_API.login, { platform_type: platformType, access_token: token }).then((r) => r.data),
    onSuccess: (response) => signInMember(platform, response),
  });
}

/** members/by-3rd-party-authentication: joins with the platform account and signs in. */
export function useSocialRegister() {
  const platform = usePlatform();
  const http = useHttp();
  return useMutation({
    mutationFn: (body: SocialRegisterBody) => http.post<LoginResponse>(SOCIAL_API.register, body).then((r) => r.data),
    onSuccess: (response) => signInMember(platform, response),
  });
}

/** connect: the member who just logged in takes the platform account. */
export function useSocialConnect() {
  const http = useHttp();
  return useMutation({
    mutationFn: (token: string) => http.post<{ platform_type: string; message: string }>(SOCIAL_API.connect, { token }).then((r) => r.data),
  });
}
