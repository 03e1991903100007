import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  WISH_API,
  type WishBrandChange,
  type WishBrandList,
  type WishFolder,
  type WishFolderList,
  type WishGoodsBulkChange,
  type WishGoodsChange,
  type WishGoodsList,
} from '@mall/shared-contracts/member';
import { usePlatform } from '@mall/shared-ui';
import { useHttp } from '@mall/shared-ui/http';
import { nextPageOf } from '../../../lib/paging';

/** Every wish query starts with this key: a change anywhere refreshes folders, lists and counts. */
const WISH_KEY = ['my', 'wish'] as const;

/** Which goods a list shows: all, one folder's, or those outside a folder (the move page). */
export type WishGoodsScope = { folderId?: number; outsideFolderId?: number };

export const wishFoldersQueryOptions = (http: AxiosInstance) =>
  queryOptions({ queryKey: [...WISH_KEY, 'folders'], queryFn: () => http.get<WishFolderList>(WISH_API.wishFolders).then((r) => r.data) });

export const wishGoodsQueryOptions = (http: AxiosInstance, scope: WishGoodsScope = {}) =>
  infiniteQueryOptions({
    queryKey: [...WISH_KEY, 'goods', scope.folderId ?? null, scope.outsideFolderId ?? null],
    queryFn: ({ pageParam }) =>
      http
        .get<WishGoodsList>(WISH_API.wishGoods, {
          params: {
            page: pageParam,
            ...(scope.folderId ? { folder_id: scope.folderId } : {}),
            ...(scope.outsideFolderId ? { outside_folder_id: scope.outsideFolderId } : {}),
          },
        })
        .then((r) => r.data),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last),
  });

export const wishBrandsQueryOptions = (http: AxiosInstance) =>
  infiniteQueryOptions({
    queryKey: [...WISH_KEY, 'brands'],
    queryFn: ({ pageParam }) => http.get<WishBrandList>(WISH_API.wishBrands, { params: { page: pageParam } }).then((r) => r.data),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last),
  });

export const useWishFolders = () => useQuery(wishFoldersQueryOptions(useHttp()));
export const useWishGoods = (scope: WishGoodsScope = {}) => useInfiniteQuery(wishGoodsQueryOptions(useHttp(), scope));
export const useWishBrands = () => useInfiniteQuery(wishBrandsQueryOptions(useHttp()));

/** A wish mutation that refreshes every wish query when it succeeds. */
function useWishMutation<TVars, TResult>(fn: (http: AxiosInstance, vars: TVars) => Promise<TResult>) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: TVars) => fn(http, vars),
    onSuccess: () => client.invalidateQueries({ queryKey: WISH_KEY }),
  });
}

export const useCreateWishFolder = () => useWishMutation((http, name: string) => http.post<WishFolder>(WISH_API.wishFolders, { name }).then((r) => r.data));
export const useRenameWishFolder = () =>
  useWishMutation((http, { folderId, name }: { folderId: number; name: string }) => http.patch(WISH_API.wishFolder(folderId), { name }).then(() => undefined));
export const useDeleteWishFolder = () => useWishMutation((http, folderId: number) => http.delete(WISH_API.wishFolder(folderId)).then(() => undefined));
export const useReorderWishFolders = () =>
  useWishMutation((http, folderIds: number[]) => http.put<WishFolderList>(WISH_API.wishFoldersOrder, { folder_ids: folderIds }).then((r) => r.data));

/** Moves wished goods into a folder (null: out of every folder). */
export const useMoveWishGoods = () =>
  useWishMutation((http, { goodsIds, folderId }: { goodsIds: number[]; folderId: number | null }) =>
    http.post<WishGoodsBulkChange>(WISH_API.wishGoodsMove, { goods_ids: goodsIds, folder_id: folderId }).then((r) => r.data),
  );

/** Unlikes goods; the shell's liked goods follow through `wish.changed`. */
export function useRemoveWishGoods() {
  const platform = usePlatform();
  return useWishMutation(async (http, goodsIds: number[]) => {
    const { data } = await http.post<WishGoodsBulkChange>(WISH_API.wishGoodsRemove, { goods_ids: goodsIds });
    for (const goodsId of data.goods_ids) platform.bus.emit('wish.changed', { goodsId, liked: false });
    return data;
  });
}

/** Likes one goods into a folder (the heart's picker); the shell's liked goods follow through `wish.changed`. */
export function useLikeGoods() {
  const platform = usePlatform();
  return useWishMutation(async (http, { goodsId, folderId }: { goodsId: number; folderId: number | null }) => {
    const { data } = await http.post<WishGoodsChange>(WISH_API.wishGoods, { goods_id: goodsId, folder_id: folderId });
    platform.bus.emit('wish.changed', { goodsId, liked: true, wishCount: data.wish_count });
    return data;
  });
}

/** Unlikes a brand (the heart on a wished brand). */
export const useUnlikeBrand = () => useWishMutation((http, brandId: number) => http.delete<WishBrandChange>(WISH_API.wishBrand(brandId)).then((r) => r.data));
