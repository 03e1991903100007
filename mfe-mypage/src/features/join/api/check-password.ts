import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type PasswordCheck } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';
import { useDebounced } from '@mall/shared-ui/use-debounced';

/** Typing pauses this long before the server is asked. */
export const PASSWORD_CHECK_DEBOUNCE_MS = 300;

export interface JoinPasswordInput {
  identityToken: string;
  loginId: string;
  password: string;
}

export const checkJoinPassword = (http: AxiosInstance, input: JoinPasswordInput) =>
  http
    .post<PasswordCheck>(API.joinPasswordCheck, { identity_token: input.identityToken, login_id: input.loginId || undefined, password: input.password })
    .then((r) => r.data);

/** The check for one password: never kept once the page leaves it (gcTime 0), never retried. */
export const joinPasswordCheckQuery = (http: AxiosInstance, input: JoinPasswordInput) =>
  queryOptions({
    queryKey: ['join', 'password-check', input] as const,
    queryFn: () => checkJoinPassword(http, input),
    enabled: input.password.length > 0 && input.identityToken.length > 0,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });

/**
 * The join password as the server judges it (with the verified phone number the page only sees
 * masked), asked once typing pauses. `result` belongs to `checked`: the password it was asked for.
 */
export function useJoinPasswordCheck(input: JoinPasswordInput) {
  const http = useHttp();
  const password = useDebounced(input.password, PASSWORD_CHECK_DEBOUNCE_MS);
  const loginId = useDebounced(input.loginId, PASSWORD_CHECK_DEBOUNCE_MS);
  const query = useQuery(joinPasswordCheckQuery(http, { identityToken: input.identityToken, loginId, password }));
  const current = password === input.password && loginId === input.loginId;
  return { result: current ? (query.data ?? null) : null, checking: query.isFetching || !current };
}
