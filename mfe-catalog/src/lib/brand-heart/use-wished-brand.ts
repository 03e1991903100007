import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { WISH_API } from '@mall/shared-contracts/member';
import { useSession } from '@mall/shared-ui';
import { useHttp } from '@mall/shared-ui/http';

/** The member's wished brands (the member squad's call, ADR 0011); nobody's for a visitor. */
export const wishedBrandIdsQueryOptions = (http: AxiosInstance, memberKey: string) =>
  queryOptions({
    queryKey: ['wish-brand-ids', memberKey],
    queryFn: () => http.get<{ brand_ids: number[] }>(WISH_API.wishBrandIds).then((r) => r.data.brand_ids),
    staleTime: 60_000,
  });

export function useWishedBrand(brandId: number) {
  const http = useHttp();
  const session = useSession();
  const isMember = session.status === 'member';
  const key = session.status === 'member' ? session.user.login_id : 'visitor';
  const client = useQueryClient();
  const ids = useQuery({ ...wishedBrandIdsQueryOptions(http, key), enabled: isMember });
  const toggle = useMutation({
    mutationFn: (liked: boolean) =>
      liked ? http.delete(WISH_API.wishBrand(brandId), { alertOnError: true }) : http.post(WISH_API.wishBrands, { brand_id: brandId }, { alertOnError: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['wish-brand-ids', key] }),
  });
  return { isMember, liked: ids.data?.includes(brandId) ?? false, toggle };
}
