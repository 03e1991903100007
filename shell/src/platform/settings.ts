import type { AxiosInstance } from 'axios';
import { API, LIMITS, type ShopSettings } from '@mall/shared-contracts';

/** Shop settings cached for five minutes: one request across every remote within that time. */
export function createSettings(http: AxiosInstance, now = () => Date.now()) {
  let cached: { at: number; value: Promise<ShopSettings> } | null = null;
  return {
    get(): Promise<ShopSettings> {
      if (cached && now() - cached.at < LIMITS.settingsCacheMs) return cached.value;
      const value = http.get<ShopSettings>(API.settings, { skipErrorAlert: true }).then((r) => r.data);
      cached = { at: now(), value };
      value.catch(() => {
        cached = null;
      });
      return value;
    },
  };
}
