import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { brandPath, sellerShopPath, type BrandInfo, type SellerShop } from '@mall/shared-contracts/catalog';
import { usePlatform } from '@mall/shared-ui';

const quiet = { skipErrorAlert: true } as const;

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
