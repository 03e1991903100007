import { useQuery } from '@tanstack/react-query';
import { loginPathFor, MESSAGES } from '@mall/shared-contracts';
import { Switch, usePlatform, useSession } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { biometricQuery, deviceQuery, useBiometricRegistration, usePushConsent } from './use-app-settings';
import { VersionInfo } from './version-info';

/** /setting in the app: push, night push (only with push), biometric login and the app version. */
export function AppSettings() {
  const platform = usePlatform();
  const session = useSession();
  const device = useQuery(deviceQuery(platform));
  const biometric = useQuery(biometricQuery(platform));
  const push = usePushConsent('push');
  const night = usePushConsent('night');
  const registration = useBiometricRegistration();

  return (
    <QueryView query={device} failed="알림 설정을 불러오지 못했습니다">
      {({ uuid, push_agreed, night_push_agreed }) => {
        const busy = push.isPending || night.isPending;
        const toggleBiometric = async (on: boolean) => {
          if (on && session.status !== 'member') {
            if (await platform.alerts.confirm(MESSAGES.biometricLoginRequired)) platform.navigate(loginPathFor('/setting'));
            return;
          }
          registration.mutate({ uuid, on });
        };
        return (
          <>
            <section className="setting-section" aria-labelledby="setting-push">
              <h2 id="setting-push" className="setting-section__title">
                알림
              </h2>
              <Switch
                label="푸시 알림"
                description="할인·이벤트 소식과 주문·배송 안내"
                checked={push_agreed}
                disabled={busy}
                onChange={(agreed) => push.mutate({ uuid, agreed })}
              />
              <Switch
                label="야간 푸시 알림"
                description={push_agreed ? '21시부터 다음 날 8시까지 받는 광고성 알림' : '푸시 알림을 켜면 설정할 수 있습니다'}
                checked={night_push_agreed}
                disabled={busy || !push_agreed}
                onChange={(agreed) => night.mutate({ uuid, agreed })}
              />
            </section>
            <section className="setting-section" aria-labelledby="setting-login">
              <h2 id="setting-login" className="setting-section__title">
                로그인
              </h2>
              {biometric.isError ? (
                <p className="setting-section__note">생체 인증 상태를 확인하지 못했습니다.</p>
              ) : (
                // The note above, not 다시 시도: the switch can wait for the next visit.
                <QueryView query={biometric} failed="생체 인증 상태를 확인하지 못했습니다.">
                  {(state) => (
                    <Switch
                      label="생체 인증 로그인"
                      description={state.supported ? '지문·얼굴 인식으로 간편하게 로그인' : '이 기기는 생체 인증을 지원하지 않습니다'}
                      checked={state.registered}
                      disabled={!state.supported || registration.isPending}
                      onChange={(on) => void toggleBiometric(on)}
                    />
                  )}
                </QueryView>
              )}
            </section>
            <section className="setting-section" aria-labelledby="setting-version">
              <h2 id="setting-version" className="setting-section__title">
                버전 정보
              </h2>
              <VersionInfo />
            </section>
          </>
        );
      }}
    </QueryView>
  );
}
