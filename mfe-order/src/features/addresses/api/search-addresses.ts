import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { CHECKOUT_API, type AddressSearchResult } from '@mall/shared-contracts/order';
import { useHttp } from '@mall/shared-ui/http';

export const searchAddresses = (http: AxiosInstance, keyword: string, page: number) =>
  http.get<AddressSearchResult>(CHECKOUT_API.addressSearch, { params: { keyword, page } }).then((r) => r.data);

export const getAddressSearchQueryOptions = (http: AxiosInstance, keyword: string, page: number) =>
  queryOptions({ queryKey: ['address-search', keyword, page], queryFn: () => searchAddresses(http, keyword, page), placeholderData: keepPreviousData });

/** Road-name address search through mall-api's provider adapter; nothing is asked before a keyword is submitted. */
export function useAddressSearch(keyword: string, page: number) {
  const http = useHttp();
  return useQuery({ ...getAddressSearchQueryOptions(http, keyword, page), enabled: keyword.length >= 2 });
}
