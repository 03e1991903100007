import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { brandPath, sellerShopPath, type BrandInfo, type SellerShop } from '@mall/shared-contracts/catalog';
import { useHttp } from '@mall/shared-ui/http';

export const brandInfoQueryOptions = (http: AxiosInstance, id: number) =>
  queryOptions({
    queryKey: ['brand', id],
    queryFn: () => http.get<BrandInfo>(brandPath(id)).then((r) => r.data),
    staleTime: 60_000,
    enabled: id > 0,
  });
export const useBrandInfo = (id: number) => useQuery(brandInfoQueryOptions(useHttp(), id));

export const sellerShopQueryOptions = (http: AxiosInstance, id: number) =>
  queryOptions({
    queryKey: ['seller-shop', id],
    queryFn: () => http.get<SellerShop>(sellerShopPath(id)).then((r) => r.data),
    staleTime: 60_000,
    enabled: id > 0,
  });
export const useSellerShop = (id: number) => useQuery(sellerShopQueryOptions(useHttp(), id));
