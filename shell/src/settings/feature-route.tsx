import { useEffect, useState, type ReactNode } from 'react';
import { isFeatureOn, type PaidFeature } from '@mall/shared-contracts';
import { Loading, NotFound, usePlatform, useShopSettings } from '@mall/shared-ui';

/**
 * A direct visit to a page of a switched-off paid feature (the `feature` its remote declares) shows the not-found page, as if the page
 * did not exist (the shop has not bought it; there is nothing to explain to the shopper). Pages of
 * a feature wait for the settings; if the settings call fails they open, since the feature's own
 * API still decides what it serves.
 */
export function FeatureRoute({ feature, children }: { feature: PaidFeature | null; children: ReactNode }) {
  const settings = useShopSettings();
  const failed = useSettingsFailed(Boolean(feature) && settings === null);
  if (!feature) return children;
  if (settings) return isFeatureOn(settings, feature) ? children : <NotFound />;
  // eslint-disable-next-line no-restricted-syntax -- the platform frame that waits for the shop settings (not a page)
  return failed ? children : <Loading />;
}

function useSettingsFailed(waiting: boolean) {
  const platform = usePlatform();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    let alive = true;
    platform.settings.get().catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [platform, waiting]);
  return failed;
}
