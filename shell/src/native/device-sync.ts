import { API, type AppDevice, type Platform } from '@mall/shared-contracts';

/**
 * Store or update this device's push token in mall-api, linked to whoever is logged in now.
 * Runs at app start and on every session change; answers the device's push consents.
 */
export async function syncDevice({ native, http }: Pick<Platform, 'native' | 'http'>): Promise<AppDevice> {
  const [{ uuid, push_token }, { os, app_version }] = await Promise.all([native.call('push.token'), native.call('app.version')]);
  const { data } = await http.put<AppDevice>(API.appPushToken, { uuid, os, push_token, app_version }, { skipErrorAlert: true });
  return data;
}
