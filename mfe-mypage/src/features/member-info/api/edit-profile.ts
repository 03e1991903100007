import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type ProfileEditBody } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

export const editProfile = (http: AxiosInstance, body: ProfileEditBody) => http.put(API.myInfo, body, { skipErrorAlert: true }).then(() => undefined);

export const useEditProfile = () => {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (body: ProfileEditBody) => editProfile(http, body) });
};
