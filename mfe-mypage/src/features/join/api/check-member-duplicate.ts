import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type MemberDuplicateCheck } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export const checkMemberDuplicate = (http: AxiosInstance, identityToken: string) =>
  http.post<MemberDuplicateCheck>(API.memberDuplicateCheck, { identity_token: identityToken }).then((r) => r.data);

export const useCheckMemberDuplicate = () => {
  const http = useHttp();
  return useMutation({ mutationFn: (identityToken: string) => checkMemberDuplicate(http, identityToken) });
};
