import { lazy, Suspense, useEffect, useState } from 'react';
import { APP_POPUP_SEEN_KEY } from '@mall/shared-contracts';
import { useLocation, usePlatform, useSession } from '@mall/shared-ui';
import { storage } from '../platform/storage';
import { syncDevice } from './device-sync';

const AppPopup = lazy(() => import('./app-popup').then((m) => ({ default: m.AppPopup })));

/** "Never again": the flag outlives the default 365-day expiry of stored values. */
const SEEN_FOR_DAYS = 100 * 365;

/** In the app only (lazy chunk): keeps the device's push token current and greets first-time app users on /. */
export function NativeAppShell() {
  const platform = usePlatform();
  const session = useSession();
  const { pathname } = useLocation();
  const [firstVisit, setFirstVisit] = useState(() => storage.get<boolean>(APP_POPUP_SEEN_KEY) !== true);
  const loginId = session.user?.login_id ?? null;

  useEffect(() => {
    if (!platform.native.isAvailable()) return;
    syncDevice(platform).catch((error: unknown) => console.warn('[native] push token not stored', error));
  }, [platform, session.status, loginId]);

  if (!firstVisit || pathname !== '/') return null;
  const close = () => {
    storage.set(APP_POPUP_SEEN_KEY, true, SEEN_FOR_DAYS);
    setFirstVisit(false);
  };
  return (
    <Suspense fallback={null}>
      <AppPopup onClose={close} />
    </Suspense>
  );
}
