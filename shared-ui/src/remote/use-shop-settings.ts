import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { isFeatureOn, pathnameOfLink, type PaidFeature, type ShopSettings } from '@mall/shared-contracts';
import { usePlatform } from './platform-context';

/**
 * The shop settings through the shell's 5-minute cache (null until the first answer). Mounting asks
 * the platform again, which requests only when the cached answer is older than five minutes; every
 * component using this re-renders when a new answer arrives.
 */
export function useShopSettings(): ShopSettings | null {
  const { settings } = usePlatform();
  const value = useSyncExternalStore(settings.subscribe, settings.current, settings.current);
  useEffect(() => {
    // A failure leaves the last answer in place; whoever must react to it calls settings.get() itself.
    settings.get().catch(() => undefined);
  }, [settings]);
  return value;
}

/** Whether a paid feature is switched on; false until the settings are known, so nothing switched off flashes into view. */
export function useFeature(feature: PaidFeature): boolean {
  return isFeatureOn(useShopSettings(), feature);
}

export interface FeatureGate {
  /** The settings have arrived (before that every paid feature counts as off). */
  ready: boolean;
  /** For menu items with an optional `feature` key: `items.filter((i) => gate.isOn(i.feature))`. */
  isOn(feature?: PaidFeature | null): boolean;
  /**
   * For links: false when no deployed remote declares the path (nor the shell renders it), or its
   * declared paid feature is switched off (`/raffle/detail/1` with raffle off), so no link leads nowhere.
   * Links that leave the site are allowed.
   */
  allowsPath(href: string): boolean;
}

export function useFeatureGate(): FeatureGate {
  const settings = useShopSettings();
  const { siteMap } = usePlatform();
  return useMemo(
    () => ({
      ready: settings !== null,
      isOn: (feature) => isFeatureOn(settings, feature),
      allowsPath: (href) => {
        const pathname = pathnameOfLink(href);
        if (pathname === null) return true;
        const route = siteMap.match(pathname);
        return route !== null && isFeatureOn(settings, route.feature);
      },
    }),
    [settings, siteMap],
  );
}
