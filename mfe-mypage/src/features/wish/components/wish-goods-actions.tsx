import { WISH_MESSAGES } from '@mall/shared-contracts/member';
import { usePlatform } from '@mall/shared-ui';
import { useMoveWishGoods, useRemoveWishGoods } from '../api/wish';
import { alertWishError } from './folder-name';

/**
 * The bar of a wish list in edit mode: how many are selected, move them to a folder (the
 * `wished-folder` picker), take them out of this folder, or unlike them.
 */
export function WishGoodsActions({ ids, onDone, fromFolder }: { ids: number[]; onDone: () => void; fromFolder?: number | undefined }) {
  const platform = usePlatform();
  const remove = useRemoveWishGoods();
  const move = useMoveWishGoods();
  const busy = remove.isPending || move.isPending;

  const needSelection = () => {
    if (ids.length) return false;
    void platform.alerts.alert(WISH_MESSAGES.selectGoods);
    return true;
  };
  const moveToFolder = async () => {
    if (needSelection()) return;
    const result = await platform.modals.open('wished-folder', { goods_ids: ids.join(',') });
    if (result) onDone();
  };
  const takeOut = () => {
    if (needSelection()) return;
    move.mutate({ goodsIds: ids, folderId: null }, { onSuccess: onDone, onError: (error) => void alertWishError(platform, error) });
  };
  const unlike = async () => {
    if (needSelection()) return;
    if (!(await platform.alerts.confirm(`선택한 상품 ${ids.length}개를 찜 목록에서 삭제할까요?`))) return;
    remove.mutate(ids, { onSuccess: onDone, onError: (error) => void alertWishError(platform, error) });
  };

  return (
    <div className="wish-actions" role="toolbar" aria-label="선택한 상품">
      <span className="wish-actions__count">{ids.length}개 선택</span>
      <button type="button" className="ui-button ui-button--outline" disabled={busy} onClick={() => void moveToFolder()}>
        폴더 이동
      </button>
      {fromFolder ? (
        <button type="button" className="ui-button ui-button--outline" disabled={busy} onClick={takeOut}>
          폴더에서 빼기
        </button>
      ) : null}
      <button type="button" className="ui-button ui-button--outline" disabled={busy} onClick={() => void unlike()}>
        삭제
      </button>
    </div>
  );
}
