import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation } from '@mall/shared-ui';
import { hideMainPopupToday, isMainPopupHiddenToday } from './main-popup-hide';

// Not needed for the first paint: its own chunk. A chunk that fails to load means no popup, never a broken page.
const MainPopup = lazy(() =>
  import(/* webpackChunkName: "main-popup" */ './main-popup').then(
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
  const [closed, setClosed] = useState(false);
  const onMain = pathname === '/';
  const hiddenToday = useMemo(() => onMain && isMainPopupHiddenToday(), [onMain]);
  if (!onMain || closed || hiddenToday) return null;
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
