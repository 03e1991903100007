import { API, HEADERS, type AppDevice, type Platform } from '@mall/shared-contracts';

/**
 * The device-secret header: the secret mall-api issued when this device registered, kept by the app
 * in its keystore (never in the page's storage). Every call about the device carries it.
 */
export async function deviceSecretHeaders(native: Platform['native']): Promise<Record<string, string>> {
  const { secret } = await native.call('device.secret', {});
  return secret ? { [HEADERS.deviceSecret]: secret } : {};
}

/**
 * Store or update this device's push token in mall-api, linked to whoever is logged in now; the
 * first registration answers the device secret, which the app keeps. Runs at app start and on every
 * session change; answers the device's push consents.
 */
export function syncDevice(platform: Pick<Platform, 'native' | 'http'>): Promise<AppDevice> {
  // One sync at a time: a new device's first registration answers its secret, and a second call
  // racing it (the app popup beside the start-up sync) would present no secret and be refused.
  const run = queue.then(() => register(platform));
  queue = run.catch(() => undefined);
  return run;
}
let queue: Promise<unknown> = Promise.resolve();

async function register({ native, http }: Pick<Platform, 'native' | 'http'>): Promise<AppDevice> {
  const [{ uuid, push_token }, { os, app_version }, headers] = await Promise.all([
    native.call('push.token'),
    native.call('app.version'),
    deviceSecretHeaders(native),
  ]);
  const { data } = await http.put<AppDevice>(API.appPushToken, { uuid, os, push_token, app_version }, { headers, skipErrorAlert: true });
  if (data.device_secret) await native.call('device.secret', { secret: data.device_secret });
  return data;
}
