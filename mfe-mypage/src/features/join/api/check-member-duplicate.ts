import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type MemberDuplicateCheck } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

export const checkMemberDuplicate = (http: AxiosInstance, identityToken: string) =>
  http.post<MemberDuplicateCheck>(API.memberDuplicateCheck, { identity_token: identityToken }, { skipErrorAlert: true }).then((r) => r.data);

export const useCheckMemberDuplicate = () => {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (identityToken: string) => checkMemberDuplicate(http, identityToken) });
};
