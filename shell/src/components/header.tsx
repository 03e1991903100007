import { useEffect, useState } from 'react';
import { API, type Platform } from '@mall/shared-contracts';
import { Link, useFeatureGate, useLocation, useNavigate, usePlatform, useSession } from '@mall/shared-ui';
import { announce } from '../platform/announcer';
import { routeMetaFor } from '../routing/route-table';

export const cartCountMessage = (count: number) => `장바구니 상품 ${count}개`;

function useCartCount(platform: Platform) {
  const [count, setCount] = useState(0);
  const session = useSession();
  useEffect(
    () =>
      platform.bus.on('cart.countChanged', ({ count: next }) => {
        setCount(next);
        // A change the shopper made (add, remove): screen readers hear the new count politely.
        announce(cartCountMessage(next));
      }),
    [platform],
  );
  useEffect(() => {
    let alive = true;
    platform.http
      .get<{ count: number }>(API.cartCount, { skipErrorAlert: true })
      .then((r) => alive && setCount(r.data.count))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [platform, session.status]);
  return count;
}

/** Back, home, search and the cart count that follows cart.countChanged from any remote. */
export function Header() {
  const platform = usePlatform();
  const count = useCartCount(platform);
  const badge = count > 99 ? '99+' : String(count);
  const gate = useFeatureGate();
  // The search screen to open: the recent/hot searches page once it is built, the result page until then.
  const searchPath = gate.allowsPath('/search-ready') ? '/search-ready' : gate.allowsPath('/search') ? '/search' : null;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isHome = pathname === '/';
  // A popup page slid up over the page below: its back button closes it.
  const isPopup = routeMetaFor(pathname).type === 'popup';
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        {isHome ? null : (
          <button type="button" className="shell-header__icon" aria-label={isPopup ? '닫기' : '뒤로 가기'} onClick={goBack}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d={isPopup ? 'M6 6l12 12M18 6L6 18' : 'M15 5l-7 7 7 7'} />
            </svg>
          </button>
        )}
        {/* The name starts with the visible text, so a speech-input user can say what they see. */}
        <Link to="/" className="shell-header__logo">
          K·MALL<span className="ui-visually-hidden"> 홈</span>
        </Link>
        <nav className="shell-header__actions" aria-label="바로가기">
          <Link to="/sidebar" className="shell-header__icon" aria-label="전체 메뉴">
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
          </Link>
          {isHome ? null : (
            <Link to="/" className="shell-header__icon" aria-label="홈">
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M4 11l8-7 8 7v9h-5v-6H9v6H4z" />
              </svg>
            </Link>
          )}
          {searchPath ? (
            <Link to={searchPath} className="shell-header__icon" aria-label="검색">
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <circle cx="11" cy="11" r="6" />
                <path d="M16 16l4 4" />
              </svg>
            </Link>
          ) : null}
          {/* Named by its content, not aria-label: the name "장바구니 3개" is one text, and the badge a shopper
              sees is the same number drawn for the eye (axe label-content-name-mismatch, speech input). */}
          <Link to="/cart" className="shell-header__icon shell-header__cart">
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M5 8h14l-1 12H6z" />
              <path d="M9 8a3 3 0 016 0" />
            </svg>
            <span className="ui-visually-hidden">{`장바구니 ${badge}개`}</span>
            {count === 0 ? null : (
              <span className="shell-header__badge" data-testid="cart-count" aria-hidden="true">
                {count > 99 ? '99+' : count}
              </span>
            )}
          </Link>
          <Link to="/mypage" className="shell-header__icon" aria-label="마이페이지">
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <circle cx="12" cy="8" r="4" />
              <path d="M4 21c1-4 4-6 8-6s7 2 8 6" />
            </svg>
          </Link>
        </nav>
      </div>
    </header>
  );
}
