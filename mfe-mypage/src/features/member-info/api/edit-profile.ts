import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type ProfileEditBody } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export const editProfile = (http: AxiosInstance, body: ProfileEditBody) => http.put(API.myInfo, body).then(() => undefined);

export const useEditProfile = () => {
  const http = useHttp();
  return useMutation({ mutationFn: (body: ProfileEditBody) => editProfile(http, body) });
};
