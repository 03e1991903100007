import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API, MESSAGES, pushConsentMessage, type AppAccessToken, type AppDevice, type AppVersionInfo, type Platform } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';
import { deviceSecretHeaders, syncDevice } from './device-sync';
import { settingErrorMessage } from './error-message';

export const deviceQuery = (platform: Platform) => queryOptions({ queryKey: ['app-device'], queryFn: () => syncDevice(platform), retry: false });

export const biometricQuery = (platform: Platform) =>
  queryOptions({ queryKey: ['native', 'biometric'], queryFn: () => platform.native.call('biometric.status'), retry: false });

/** Current version from the app, latest and minimum for its OS from mall-api. */
export const versionQuery = (platform: Platform) =>
  queryOptions({
    queryKey: ['app-version'],
    retry: false,
    queryFn: async () => {
      const current = await platform.native.call('app.version');
      const { data } = await platform.http.get<AppVersionInfo>(API.appVersionInfo, { params: { os: current.os }, skipErrorAlert: true });
      return { current: current.app_version, info: data };
    },
  });

/** Push or night push: the app first (push asks the OS for permission), then the consent in mall-api. */
export function usePushConsent(kind: 'push' | 'night') {
  const platform = usePlatform();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ uuid, agreed }: { uuid: string; agreed: boolean }) => {
      await platform.native.call(kind === 'push' ? 'push.agreement' : 'push.night', { agreed });
      const field = kind === 'push' ? 'push_agreed' : 'night_push_agreed';
      const headers = await deviceSecretHeaders(platform.native);
      const { data } = await platform.http.put<AppDevice>(API.appPushAgreement, { uuid, [field]: agreed }, { headers, skipErrorAlert: true });
      return data;
    },
    onSuccess: (device, { agreed }) => {
      client.setQueryData(deviceQuery(platform).queryKey, device);
      const at = kind === 'push' ? device.push_agreed_at : device.night_push_agreed_at;
      void platform.alerts.alert(pushConsentMessage(kind, agreed, new Date(at ?? Date.now())));
    },
    onError: (error) => void platform.alerts.alert(settingErrorMessage(error)),
  });
}

/**
 * Biometric login: registering asks mall-api for an app access token and hands it to the app,
 * which keeps it behind the device's biometrics. A token the app could not keep is revoked again.
 */
export function useBiometricRegistration() {
  const platform = usePlatform();
  const client = useQueryClient();
  const revoke = (uuid: string) => platform.http.delete(API.appAccessToken, { data: { uuid }, skipErrorAlert: true });
  return useMutation({
    mutationFn: async ({ uuid, on }: { uuid: string; on: boolean }) => {
      if (!on) {
        await platform.native.call('biometric.unregister');
        if (platform.session.get().status === 'member') await revoke(uuid).catch(() => undefined);
        return false;
      }
      const headers = await deviceSecretHeaders(platform.native);
      const { data } = await platform.http.post<AppAccessToken>(API.appAccessToken, { uuid }, { headers, skipErrorAlert: true });
      try {
        await platform.native.call('biometric.register', { token: data.token, uuid: data.uuid });
      } catch (error) {
        await revoke(uuid).catch(() => undefined);
        throw error;
      }
      return true;
    },
    onSuccess: (registered) => {
      client.setQueryData(biometricQuery(platform).queryKey, (old) => ({ supported: old?.supported ?? true, registered }));
      void platform.alerts.alert(registered ? MESSAGES.biometricRegistered : MESSAGES.biometricUnregistered);
    },
    onError: (_error, { on }) => void platform.alerts.alert(on ? MESSAGES.biometricRegisterFailed : MESSAGES.settingsChangeFailed),
  });
}
