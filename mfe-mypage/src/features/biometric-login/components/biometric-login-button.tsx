import { useState } from 'react';
import { MESSAGES, NativeBridgeError, safeRedirectPath } from '@mall/shared-contracts';
import { usePlatform, useSearchParams } from '@mall/shared-ui';
import { useBiometricLogin, useBiometricStatus } from '../api/login-with-app-access-token';
import { afterLoginPath } from '../../../lib/sign-in';
import './biometric-login.css';

/** On /login in the app, once biometrics are registered in 설정: log in without typing a password. */
export function BiometricLoginButton() {
  const platform = usePlatform();
  const [params] = useSearchParams();
  const status = useBiometricStatus();
  const login = useBiometricLogin();
  const [failed, setFailed] = useState(false);
  if (!status.data?.registered) return null;

  const start = () => {
    setFailed(false);
    login.mutate(undefined, {
      onSuccess: ({ user }) => platform.navigate(afterLoginPath(user, safeRedirectPath(params.get('redirect_to_after')) ?? '/mypage'), { replace: true }),
      // The user closing the biometric prompt is a choice, not a failure.
      onError: (error) => setFailed(!(error instanceof NativeBridgeError && error.code === 'CANCELLED')),
    });
  };

  return (
    <div className="biometric-login">
      <button type="button" className="ui-button ui-button--outline ui-button--block" disabled={login.isPending} onClick={start}>
        {login.isPending ? '생체 인증 중…' : '생체 인증으로 로그인'}
      </button>
      {failed ? (
        <p className="biometric-login__error" role="alert">
          {MESSAGES.biometricLoginFailed}
        </p>
      ) : null}
    </div>
  );
}
