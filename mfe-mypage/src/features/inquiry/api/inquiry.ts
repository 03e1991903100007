import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { CS_API, type QnaCategoryList } from '@mall/shared-contracts/cs';
import { QNA_API, type MyQna, type MyQnaList, type QnaBody } from '@mall/shared-contracts/member';
import { useHttp } from '@mall/shared-ui/http';

const QNA_KEY = ['my', 'qna'] as const;

export const myQnaListQueryOptions = (http: AxiosInstance, page: number) =>
  queryOptions({
    queryKey: [...QNA_KEY, 'list', page],
    queryFn: () => http.get<MyQnaList>(QNA_API.myQna, { params: { page } }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const myQnaQueryOptions = (http: AxiosInstance, id: number) =>
  queryOptions({ queryKey: [...QNA_KEY, 'one', id], queryFn: () => http.get<MyQna>(QNA_API.myQnaItem(id)).then((r) => r.data) });

/** cs's categories of a 1:1 inquiry (ADR 0011: read through cs's API). */
export const qnaCategoriesQueryOptions = (http: AxiosInstance) =>
  queryOptions({
    queryKey: ['cs', 'qna-categories'],
    queryFn: () => http.get<QnaCategoryList>(CS_API.qnaCategories).then((r) => r.data.categories),
    staleTime: 5 * 60_000,
  });

export const useMyQnaList = (page: number) => useQuery(myQnaListQueryOptions(useHttp(), page));
export const useMyQna = (id: number | null) => useQuery({ ...myQnaQueryOptions(useHttp(), id ?? 0), enabled: id !== null });
export const useQnaCategories = () => useQuery(qnaCategoriesQueryOptions(useHttp()));

export function useSaveQna() {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: QnaBody }) =>
      (id === null ? http.post<MyQna>(QNA_API.myQna, body) : http.put<MyQna>(QNA_API.myQnaItem(id), body)).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: QNA_KEY }),
  });
}

export function useDeleteQna() {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(QNA_API.myQnaItem(id)).then(() => id),
    onSuccess: () => client.invalidateQueries({ queryKey: QNA_KEY }),
  });
}
