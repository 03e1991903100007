import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type CategoryTree } from '@mall/shared-contracts';
import { brandPath, sellerShopPath, type BrandInfo, type SellerShop } from '@mall/shared-contracts/catalog';
import { WISH_API } from '@mall/shared-contracts/member';
import { usePlatform, useSession } from '@mall/shared-ui';

const quiet = { skipErrorAlert: true } as const;

export const categoryTreeQueryOptions = (http: AxiosInstance) =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: () => http.get<CategoryTree>(API.categories, quiet).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
export const useCategoryTree = () => useQuery(categoryTreeQueryOptions(usePlatform().http));

export const brandInfoQueryOptions = (http: AxiosInstance, id: number) =>
  queryOptions({
    queryKey: ['brand', id],
    queryFn: () => http.get<BrandInfo>(brandPath(id), quiet).then((r) => r.data),
    staleTime: 60_000,
    enabled: id > 0,
  });
export const useBrandInfo = (id: number) => useQuery(brandInfoQueryOptions(usePlatform().http, id));

export const sellerShopQueryOptions = (http: AxiosInstance, id: number) =>
  queryOptions({
    queryKey: ['seller-shop', id],
    queryFn: () => http.get<SellerShop>(sellerShopPath(id), quiet).then((r) => r.data),
    staleTime: 60_000,
    enabled: id > 0,
  });
export const useSellerShop = (id: number) => useQuery(sellerShopQueryOptions(usePlatform().http, id));

/** The member's wished brands (the member squad's call, ADR 0011); nobody's for a visitor. */
export const wishedBrandIdsQueryOptions = (http: AxiosInstance, memberKey: string) =>
  queryOptions({
    queryKey: ['wish-brand-ids', memberKey],
    queryFn: () => http.get<{ brand_ids: number[] }>(WISH_API.wishBrandIds, quiet).then((r) => r.data.brand_ids),
    staleTime: 60_000,
  });

export function useWishedBrand(brandId: number) {
  const { http } = usePlatform();
  const session = useSession();
  const isMember = session.status === 'member';
  const key = session.status === 'member' ? session.user.login_id : 'visitor';
  const client = useQueryClient();
  const ids = useQuery({ ...wishedBrandIdsQueryOptions(http, key), enabled: isMember });
  const toggle = useMutation({
    mutationFn: (liked: boolean) => (liked ? http.delete(WISH_API.wishBrand(brandId)) : http.post(WISH_API.wishBrands, { brand_id: brandId })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['wish-brand-ids', key] }),
  });
  return { isMember, liked: ids.data?.includes(brandId) ?? false, toggle };
}
