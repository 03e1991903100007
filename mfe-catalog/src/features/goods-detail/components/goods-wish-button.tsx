import { formatWishCount, loginPathFor, MESSAGES } from '@mall/shared-contracts';
import { usePlatform, useSession } from '@mall/shared-ui';
import { useLiked, useUnlikeGoods } from '../api/goods-state';

/**
 * Goods detail's wish heart with the goods' wish count (from the aggregate). A visitor is asked to log
 * in first; a member's like opens mypage's `wished-folder` picker, which likes it into a folder; a tap
 * on a liked heart unlikes it. Both end in wish.changed, which refetches the aggregate.
 */
export function GoodsWishButton({ goodsId, name, wishCount }: { goodsId: number; name: string; wishCount: number }) {
  const platform = usePlatform();
  const session = useSession();
  const liked = useLiked(goodsId);
  const unlike = useUnlikeGoods(goodsId);

  const onClick = async () => {
    if (session.status !== 'member') {
      const { pathname, search } = platform.history.location;
      if (await platform.alerts.confirm(MESSAGES.loginRequiredConfirm)) platform.navigate(loginPathFor(`${pathname}${search}`));
      return;
    }
    if (liked) unlike.mutate();
    else await platform.modals.open('wished-folder', { goods_id: String(goodsId) });
  };

  return (
    <button
      type="button"
      className={`goods-detail__wish${liked ? ' goods-detail__wish--on' : ''}`}
      aria-pressed={liked}
      aria-label={`${name} 찜하기, 찜 ${formatWishCount(wishCount)}`}
      disabled={unlike.isPending}
      onClick={() => void onClick()}
    >
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
      <span className="goods-detail__wish-count">{formatWishCount(wishCount)}</span>
    </button>
  );
}
