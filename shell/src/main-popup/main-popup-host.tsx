import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { APP_POPUP_SEEN_KEY } from '@mall/shared-contracts';
import { useLocation, usePlatform } from '@mall/shared-ui';
import { afterNextPaint } from '../platform/next-paint';
import { storage } from '../platform/storage';
import { hideMainPopupToday, isMainPopupHiddenToday } from './main-popup-hide';

// Not needed for the first paint: its own chunk. A chunk that fails to load means no popup, never a broken page.
const MainPopup = lazy(() =>
  import('./main-popup').then(
    (m) => ({ default: m.MainPopup }),
    () => ({ default: () => null }),
  ),
);

/**
 * The main page's promotional popup: on / only, unless hidden for today (spec sections 2 and 4).
 * "닫기" closes it until the next page load (the host lives as long as the app); "오늘 하루 보지 않기"
 * until the end of today.
 */
export function MainPopupHost() {
  const { pathname } = useLocation();
  const { native } = usePlatform();
  const [closed, setClosed] = useState(false);
  const painted = usePagePainted();
  const onMain = pathname === '/';
  const hiddenToday = useMemo(() => onMain && isMainPopupHiddenToday(), [onMain]);
  // A first-time app user sees the app popup on / first; the main popup waits for their next visit to /.
  const appPopupFirst = useMemo(() => onMain && native.environment !== null && storage.get<boolean>(APP_POPUP_SEEN_KEY) !== true, [onMain, native]);
  if (!onMain || closed || hiddenToday || appPopupFirst || !painted) return null;
  const close = (forToday: boolean) => {
    if (forToday) hideMainPopupToday();
    setClosed(true);
  };
  return (
    <Suspense fallback={null}>
      <MainPopup onClose={close} />
    </Suspense>
  );
}

/**
 * True once the page has painted: the popup (its chunk, its stylesheet, its request) starts after
 * the shopper already sees the mall, so it never holds back the first paint.
 */
function usePagePainted() {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
