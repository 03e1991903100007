import { useEffect, useRef, useState } from 'react';
import type { AxiosInstance } from 'axios';
import { API, httpErrorMessage, type IdentityResult, type IdentityToken } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

/** The provider page is polled every second until the person is done or closes it (like social login, spec section 4). */
const POLL_MS = 1000;

type Phase = { kind: 'idle' } | { kind: 'waiting' } | { kind: 'failed'; message: string } | { kind: 'verified'; token: string; result: IdentityResult };

const startVerification = (http: AxiosInstance) => http.post<IdentityToken>(API.identityGenerateToken).then((r) => r.data);
const verificationResult = (http: AxiosInstance, token: string) => http.post<IdentityResult>(API.identityResult(token)).then((r) => r.data);

/**
 * 휴대폰 본인인증 through the identity provider's page in a popup (the sandbox provider outside
 * production). `onVerified` gets the token the server calls accept (join, adult, certificate).
 */
export function IdentityVerification({
  onVerified,
  label = '휴대폰 본인인증',
}: {
  onVerified: (token: string, result: IdentityResult) => void;
  label?: string;
}) {
  const http = useHttp();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);

  const start = async () => {
    stop();
    setPhase({ kind: 'waiting' });
    let started: IdentityToken;
    try {
      started = await startVerification(http);
    } catch (error) {
      return setPhase({ kind: 'failed', message: httpErrorMessage(error) });
    }
    const popup = window.open(started.verification_url, 'kmall-identity', 'width=480,height=720');
    if (!popup) return setPhase({ kind: 'failed', message: '팝업이 차단되었습니다. 브라우저에서 팝업을 허용한 뒤 다시 시도해 주세요.' });
    let busy = false;
    timer.current = setInterval(async () => {
      if (busy) return;
      busy = true;
      try {
        const closed = popup.closed;
        const result = await verificationResult(http, started.token);
        if (result.status === 'verified') {
          stop();
          popup.close();
          setPhase({ kind: 'verified', token: started.token, result });
          onVerified(started.token, result);
        } else if (result.status !== 'pending' || closed) {
          stop();
          if (!closed) popup.close();
          setPhase({
            kind: 'failed',
            message: result.status === 'expired' ? '인증 시간이 지났습니다. 다시 시도해 주세요.' : '본인인증이 완료되지 않았습니다. 다시 시도해 주세요.',
          });
        }
      } catch (error) {
        stop();
        setPhase({ kind: 'failed', message: httpErrorMessage(error) });
      } finally {
        busy = false;
      }
    }, POLL_MS);
  };

  return (
    <div className="identity-verification">
      <button type="button" className="ui-button ui-button--block" onClick={() => void start()} disabled={phase.kind === 'waiting'}>
        {phase.kind === 'waiting' ? '본인인증 진행 중…' : phase.kind === 'verified' ? '본인인증 완료' : label}
      </button>
      {phase.kind === 'waiting' ? (
        <p className="identity-verification__note" role="status">
          열린 창에서 본인인증을 마쳐 주세요.
        </p>
      ) : null}
      {phase.kind === 'failed' ? (
        <p className="form-error" role="alert">
          {phase.message}
        </p>
      ) : null}
    </div>
  );
}
