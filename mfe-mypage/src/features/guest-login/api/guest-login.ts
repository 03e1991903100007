import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type GuestLoginBody, type GuestLoginResponse } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';
import { useHttp } from '@mall/shared-ui/http';

export const guestLogin = (http: AxiosInstance, body: GuestLoginBody) => http.post<GuestLoginResponse>(API.guestLogin, body).then((r) => r.data);

/** Guest login by orderer name + order number; the shell's session becomes the guest (any member is cleared). */
export function useGuestLogin() {
  const { session } = usePlatform();
  const http = useHttp();
  return useMutation({
    mutationFn: (body: GuestLoginBody) => guestLogin(http, body),
    onSuccess: (login) => session.signInGuest(login),
  });
}
