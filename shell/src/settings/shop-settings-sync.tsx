import { useEffect, useLayoutEffect } from 'react';
import { useLocation, usePlatform } from '@mall/shared-ui';
import { startShopColors } from './shop-colors';

/**
 * Keeps the shop settings fresh for every remote: asks the 5-minute cache on each page change (a
 * request only when the cached answer has expired) and paints the shop's colours.
 */
export function ShopSettingsSync() {
  const { settings } = usePlatform();
  const { pathname } = useLocation();
  // Before the first paint, so the kept colours are there from the first frame.
  useLayoutEffect(() => startShopColors(settings), [settings]);
  useEffect(() => {
    settings.get().catch(() => undefined);
  }, [settings, pathname]);
  return null;
}
