import { useEffect } from 'react';
import { NotFound, usePlatform } from '@mall/shared-ui';
import { useIdParam } from '@mall/shared-ui/id-param';
import { QueryView } from '@mall/shared-ui/query-view';
import { WISH_MESSAGES } from '@mall/shared-contracts/member';
import { useMoveWishGoods, useWishFolders, useWishGoods } from '../api/wish';
import { useSelection } from '../use-selection';
import { alertWishError } from './folder-name';
import { WishGoodsEmpty, WishGoodsList } from './wish-goods-list';
import './wish.css';

/** /mypage/wish/goods/folder/{id}/move (popup): picks wished goods outside the folder and moves them in. */
export function WishFolderMovePage() {
  const platform = usePlatform();
  const folderId = useIdParam();
  const folders = useWishFolders();
  const folder = folders.data?.folders.find((f) => f.id === folderId);
  const goods = useWishGoods({ outsideFolderId: folderId ?? undefined });
  const move = useMoveWishGoods();
  const selection = useSelection();
  useEffect(() => {
    document.title = '폴더에 상품 담기 | 케이몰';
  }, []);

  if (folderId === null) return <NotFound />;
  return (
    <QueryView query={folders} failed="찜 폴더를 불러오지 못했습니다">
      {() => {
        if (!folder) return <NotFound />;

        const submit = () => {
          if (!selection.ids.length) return void platform.alerts.alert(WISH_MESSAGES.selectGoods);
          move.mutate(
            { goodsIds: selection.ids, folderId: folder.id },
            {
              onSuccess: () => platform.navigate(`/mypage/wish/goods/folder/${folder.id}`, { replace: true }),
              onError: (error) => void alertWishError(platform, error),
            },
          );
        };

        return (
          <section className="member-page wish-page" aria-labelledby="wish-move-title">
            <h1 id="wish-move-title" className="member-page__title">
              ‘{folder.name}’에 상품 담기
            </h1>
            <p className="member-page__lead">이 폴더로 옮길 상품을 고르세요. 다른 폴더에 있던 상품은 이 폴더로 옮겨집니다.</p>
            <WishGoodsList
              query={goods}
              label="담을 수 있는 찜한 상품"
              selection={selection}
              empty={<WishGoodsEmpty title="담을 상품이 없습니다" description="찜한 상품이 모두 이 폴더에 있습니다." />}
            />
            <div className="wish-submit-bar">
              <button type="button" className="ui-button ui-button--block" disabled={move.isPending} onClick={submit}>
                {move.isPending ? '담는 중…' : `${selection.ids.length}개 담기`}
              </button>
            </div>
          </section>
        );
      }}
    </QueryView>
  );
}
