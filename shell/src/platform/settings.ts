import type { AxiosInstance } from 'axios';
import { API, LIMITS, type SettingsApi, type ShopSettings } from '@mall/shared-contracts';

/** Shop settings cached for five minutes: one request across every remote within that time. */
export function createSettings(http: AxiosInstance, now = () => Date.now()): SettingsApi {
  let cached: { at: number; value: Promise<ShopSettings> } | null = null;
  let latest: ShopSettings | null = null;
  const listeners = new Set<(settings: ShopSettings) => void>();
  return {
    get(): Promise<ShopSettings> {
      if (cached && now() - cached.at < LIMITS.settingsCacheMs) return cached.value;
      const value = http.get<ShopSettings>(API.settings, { skipErrorAlert: true }).then((r) => r.data);
      cached = { at: now(), value };
      value.then(
        (settings) => {
          latest = settings;
          for (const listener of [...listeners]) listener(settings);
        },
        () => {
          if (cached?.value === value) cached = null;
        },
      );
      return value;
    },
    current: () => latest,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
