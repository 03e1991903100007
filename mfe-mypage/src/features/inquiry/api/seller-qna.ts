import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { GOODS_QNA_API, type MySellerQnaList } from '@mall/shared-contracts/catalog';
import { useHttp } from '@mall/shared-ui/http';

export const SELLER_QNA_KEY = ['my', 'seller-qna'] as const;

/** The member's goods and seller questions (catalog's `/api/v1/my/seller-qna`, ADR 0011), 10 a page. */
export const mySellerQnaListQueryOptions = (http: AxiosInstance, page: number) =>
  queryOptions({
    queryKey: [...SELLER_QNA_KEY, 'list', page],
    queryFn: () => http.get<MySellerQnaList>(GOODS_QNA_API.mySellerQna, { params: { page } }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const useMySellerQnaList = (page: number) => useQuery(mySellerQnaListQueryOptions(useHttp(), page));

export function useDeleteSellerQna() {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(GOODS_QNA_API.mySellerQnaItem(id)).then(() => id),
    onSuccess: () => client.invalidateQueries({ queryKey: SELLER_QNA_KEY }),
  });
}
