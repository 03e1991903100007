import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  GOODS_QNA_API,
  type GoodsQnaBody,
  type GoodsQnaList,
  type MySellerQna,
  type QnaQuestionEditBody,
  type SellerQnaBody,
} from '@mall/shared-contracts/catalog';
import { CS_API, type QnaCategoryList } from '@mall/shared-contracts/cs';
import { useSession } from '@mall/shared-ui';
import { useHttp } from '@mall/shared-ui/http';

const QNA_KEY = ['goods-qna'] as const;

/** A goods' questions, a page at a time; the viewer's own secret questions come in full (the token decides). */
export const goodsQnaListQueryOptions = (http: AxiosInstance, goodsId: number, page: number, viewer: string | null) =>
  queryOptions({
    queryKey: [...QNA_KEY, 'goods', goodsId, page, viewer],
    queryFn: () => http.get<GoodsQnaList>(GOODS_QNA_API.goodsQna(goodsId), { params: { page } }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

/** One of the member's own questions (the edit modals). */
export const myQuestionQueryOptions = (http: AxiosInstance, id: number) =>
  queryOptions({ queryKey: [...QNA_KEY, 'mine', id], queryFn: () => http.get<MySellerQna>(GOODS_QNA_API.mySellerQnaItem(id)).then((r) => r.data) });

/** cs's categories of a seller question (ADR 0011: read through cs's API). */
export const sellerQnaCategoriesQueryOptions = (http: AxiosInstance) =>
  queryOptions({
    queryKey: ['cs', 'seller-qna-categories'],
    queryFn: () => http.get<QnaCategoryList>(CS_API.sellerQnaCategories).then((r) => r.data.categories),
    staleTime: 5 * 60_000,
  });

export function useGoodsQnaList(goodsId: number, page: number) {
  const session = useSession();
  return useQuery(goodsQnaListQueryOptions(useHttp(), goodsId, page, session.status === 'member' ? session.user.login_id : null));
}
export const useMyQuestion = (id: number | null) => useQuery({ ...myQuestionQueryOptions(useHttp(), id ?? 0), enabled: id !== null });
export const useSellerQnaCategories = () => useQuery(sellerQnaCategoriesQueryOptions(useHttp()));

export type QuestionSave =
  { mode: 'goods'; goodsId: number; body: GoodsQnaBody } | { mode: 'seller'; body: SellerQnaBody } | { mode: 'edit'; id: number; body: QnaQuestionEditBody };

/** Asks or edits a question; the goods' lists are refetched. */
export function useSaveQuestion() {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: QuestionSave) => {
      const sent =
        save.mode === 'goods'
          ? http.post<MySellerQna>(GOODS_QNA_API.goodsQna(save.goodsId), save.body)
          : save.mode === 'seller'
            ? http.post<MySellerQna>(GOODS_QNA_API.mySellerQna, save.body)
            : http.put<MySellerQna>(GOODS_QNA_API.mySellerQnaItem(save.id), save.body);
      return sent.then((r) => r.data);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: QNA_KEY }),
  });
}

export function useDeleteQuestion() {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(GOODS_QNA_API.mySellerQnaItem(id)).then(() => id),
    onSuccess: () => client.invalidateQueries({ queryKey: QNA_KEY }),
  });
}
