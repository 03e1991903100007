import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type Me } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';
import { useHttp } from '@mall/shared-ui/http';

/** confirm-identity-verification {token}: answers the member as the server now knows them. */
export const confirmIdentity = (http: AxiosInstance, token: string) => http.post<Me>(API.confirmIdentity, { token }).then((r) => r.data);

export const useConfirmIdentity = () => {
  const { session } = usePlatform();
  const http = useHttp();
  return useMutation({ mutationFn: (token: string) => confirmIdentity(http, token), onSuccess: (me) => session.updateUser(me) });
};
