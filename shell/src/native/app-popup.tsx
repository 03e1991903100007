import { useEffect, useRef, useState } from 'react';
import { API, pushConsentMessage, type AppDevice } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';
import { deviceSecretHeaders, syncDevice } from './device-sync';
import { settingErrorMessage } from './error-message';
import './app-popup.css';

/** Shown once to a first-time app user on /: a welcome that offers push notifications. */
export function AppPopup({ onClose }: { onClose: () => void }) {
  const platform = usePlatform();
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);

  const agree = async () => {
    setBusy(true);
    try {
      const device = await syncDevice(platform);
      await platform.native.call('push.agreement', { agreed: true });
      const headers = await deviceSecretHeaders(platform.native);
      const { data } = await platform.http.put<AppDevice>(API.appPushAgreement, { uuid: device.uuid, push_agreed: true }, { headers, skipErrorAlert: true });
      onClose();
      await platform.alerts.alert(pushConsentMessage('push', true, new Date(data.push_agreed_at ?? Date.now())));
    } catch (error) {
      onClose();
      await platform.alerts.alert(settingErrorMessage(error));
    }
  };

  return (
    <div className="app-popup">
      <div className="app-popup__dim" />
      <div className="app-popup__box" role="dialog" aria-modal="true" aria-labelledby="app-popup-title" aria-describedby="app-popup-desc">
        <h2 id="app-popup-title" className="app-popup__title">
          케이몰 앱에 오신 것을 환영합니다
        </h2>
        <p id="app-popup-desc" className="app-popup__desc">
          푸시 알림을 받으면 할인·이벤트 소식과 주문·배송 안내를 가장 먼저 알려 드려요. 알림 설정은 언제든 설정 메뉴에서 바꿀 수 있습니다.
        </p>
        <div className="app-popup__actions">
          <button type="button" className="ui-button ui-button--outline" disabled={busy} onClick={agree}>
            알림 받기
          </button>
          <button ref={confirmRef} type="button" className="ui-button" disabled={busy} onClick={onClose}>
            확인
          </button>
        </div>
      </div>
    </div>
  );
}
