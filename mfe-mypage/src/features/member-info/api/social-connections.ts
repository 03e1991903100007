import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { SOCIAL_API, type SocialConnections, type SocialPlatform } from '@mall/shared-contracts/member';
import { useHttp } from '@mall/shared-ui/http';

const KEY = ['my', 'social-connections'] as const;

/** The member's account on each social platform (spec section 7 "Third-party login"). */
export const socialConnectionsQueryOptions = (http: AxiosInstance) =>
  queryOptions({ queryKey: KEY, queryFn: () => http.get<SocialConnections>(SOCIAL_API.connections).then((r) => r.data) });

export const useSocialConnections = () => useQuery(socialConnectionsQueryOptions(useHttp()));

/** connect from My page: the authorized attempt's account joins the member; the list refetches. */
export function useConnectSocial() {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => http.post<{ platform_type: string; message: string }>(SOCIAL_API.connect, { token }).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** disconnect: the server refuses the member's last way to log in (no password, one social account). */
export function useDisconnectSocial() {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (platformType: SocialPlatform) =>
      http.post<{ platform_type: string; message: string }>(SOCIAL_API.disconnect, { platform_type: platformType }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
