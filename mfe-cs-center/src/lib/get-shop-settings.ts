import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Platform } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

/** Shop settings come through the shell (one cached request for every remote), not from the API directly. */
export const getShopSettingsQueryOptions = (settings: Platform['settings']) => queryOptions({ queryKey: ['settings'], queryFn: () => settings.get() });

export function useShopSettings() {
  const { settings } = usePlatform();
  return useQuery(getShopSettingsQueryOptions(settings));
}
