import { useMutation } from '@tanstack/react-query';
import { formatWishCount, loginPathFor, MESSAGES } from '@mall/shared-contracts';
import { usePlatform, useSession } from '@mall/shared-ui';
import { useFollowWishCounts, useLiked } from './wish-counts';

interface GoodsWishButtonProps {
  goodsId: number;
  name: string;
  wishCount: number;
  /** The block's class (`goods-detail__wish`, `goods-card__wish`); `--on` is added when liked. */
  className: string;
}

/**
 * The wish heart of goods detail and of every goods card, with the goods' wish count. A visitor is
 * asked to log in first; a member's like opens mypage's `wished-folder` picker, which likes it into a
 * folder; a tap on a liked heart unlikes it. Both end in wish.changed: the shell's liked goods turn the
 * heart, and its count (the server's, carried by the event) reaches every heart of this goods.
 */
export function GoodsWishButton({ goodsId, name, wishCount, className }: GoodsWishButtonProps) {
  const platform = usePlatform();
  const session = useSession();
  const liked = useLiked(goodsId);
  useFollowWishCounts();
  const unlike = useMutation({
    mutationFn: () => import('./unlike-goods').then(({ unlikeGoods }) => unlikeGoods(platform.http, platform.bus, goodsId)),
  });

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
      className={liked ? `${className} ${className}--on` : className}
      aria-pressed={liked}
      aria-label={`${name} 찜하기, 찜 ${formatWishCount(wishCount)}`}
      disabled={unlike.isPending}
      onClick={() => void onClick()}
    >
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
      <span>{formatWishCount(wishCount)}</span>
    </button>
  );
}
