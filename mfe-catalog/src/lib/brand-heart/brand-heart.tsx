import { loginPathFor, MESSAGES } from '@mall/shared-contracts';
import { useLocation, usePlatform } from '@mall/shared-ui';
import { useWishedBrand } from './use-wished-brand';
import './brand-heart.css';

/** The wish-brand heart: a visitor is asked to log in first; a member's tap toggles the member squad's wish. */
export function BrandHeart({ brandId, name }: { brandId: number; name: string }) {
  const { isMember, liked, toggle } = useWishedBrand(brandId);
  const platform = usePlatform();
  const location = useLocation();
  const onClick = async () => {
    if (!isMember) {
      if (await platform.alerts.confirm(MESSAGES.loginRequiredConfirm)) platform.navigate(loginPathFor(`${location.pathname}${location.search}`));
      return;
    }
    toggle.mutate(liked);
  };
  return (
    <button
      type="button"
      className={`brand-heart${liked ? ' brand-heart--on' : ''}`}
      aria-pressed={liked}
      aria-label={`${name} 브랜드 찜`}
      disabled={toggle.isPending}
      onClick={() => void onClick()}
    >
      {liked ? '♥' : '♡'}
    </button>
  );
}
