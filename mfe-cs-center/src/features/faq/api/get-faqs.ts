import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { FAQ_API, type FaqList, type FaqTypeList } from '@mall/shared-contracts/cs';
import { useHttp } from '@mall/shared-ui/http';

export const getFaqTypesQueryOptions = (http: AxiosInstance) =>
  queryOptions({
    queryKey: ['cs', 'faq-types'],
    queryFn: () => http.get<FaqTypeList>(FAQ_API.faqTypes).then((r) => r.data.faq_types),
    staleTime: 5 * 60_000,
  });

export function useFaqTypes() {
  const http = useHttp();
  return useQuery(getFaqTypesQueryOptions(http));
}

/** One type's questions, or (with a keyword) a search across every type. */
export type FaqFilter = { typeId: number; keyword?: undefined } | { typeId?: undefined; keyword: string };

export const getFaqsQueryOptions = (http: AxiosInstance, filter: FaqFilter) =>
  queryOptions({
    queryKey: ['cs', 'faqs', filter],
    queryFn: () =>
      http.get<FaqList>(FAQ_API.faqs, { params: filter.keyword ? { keyword: filter.keyword } : { type_id: filter.typeId } }).then((r) => r.data.faqs),
  });

export function useFaqs(filter: FaqFilter) {
  const http = useHttp();
  return useQuery(getFaqsQueryOptions(http, filter));
}
