import { useState } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { SOCIAL_MESSAGES, type SocialConnection, type SocialConnections as Connections } from '@mall/shared-contracts/member';
import { usePlatform } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { allOf, QueryView, type QueryState } from '@mall/shared-ui/query-view';
import { useSocialAvailables, useSocialPopup } from '../../../lib/social-popup';
import { useConnectSocial, useDisconnectSocial, useSocialConnections } from '../api/social-connections';
import '../../../lib/social-login.css';

/**
 * SNS 계정 연결 on /mypage/member-info/edit (spec section 7 "Third-party login": availables, connect,
 * disconnect): each usable platform with its state; 연결하기 opens the platform's consent popup and
 * connects the account it authorizes, 연결 해제 asks first. The server keeps a member's last way in.
 */
export function SocialConnections() {
  const platform = usePlatform();
  const availables = useSocialAvailables();
  // Typed as a QueryState: allOf reads a react-query result's data as possibly undefined.
  const connections: QueryState<Connections> = useSocialConnections();
  const connect = useConnectSocial();
  const disconnect = useDisconnectSocial();
  const [message, setMessage] = useState<string | null>(null);
  const { phase, start } = useSocialPopup((attempt) =>
    connect.mutate(attempt.token, {
      onSuccess: (done) => void platform.alerts.alert(done.message),
      onError: (error) => setMessage(httpErrorMessage(error, SOCIAL_MESSAGES.connectFailed)),
    }),
  );

  const usable = new Set((availables.data ?? []).map((p) => p.platform_type));
  if (availables.isSuccess && !usable.size) return null;

  const onDisconnect = async (connection: SocialConnection) => {
    setMessage(null);
    if (!(await platform.alerts.confirm(SOCIAL_MESSAGES.disconnectConfirm(connection.label)))) return;
    disconnect.mutate(connection.platform_type, {
      onSuccess: (done) => void platform.alerts.alert(done.message),
      onError: (error) => setMessage(httpErrorMessage(error)),
    });
  };
  const busy = phase.kind === 'starting' || phase.kind === 'waiting' || connect.isPending || disconnect.isPending;

  return (
    <section className="social-connections" aria-labelledby="social-connections-title">
      <h2 id="social-connections-title" className="social-connections__title">
        SNS 계정 연결
      </h2>
      <QueryView query={allOf(connections, availables)} failed="연결된 SNS 계정을 불러오지 못했습니다">
        {([{ has_password, connections: list }]) => (
          <>
            <p className="social-connections__lead">
              {has_password
                ? 'SNS 계정을 연결하면 아이디·비밀번호 없이 간편하게 로그인할 수 있어요.'
                : 'SNS 계정으로 가입한 회원은 연결된 SNS 계정이 하나뿐이면 연결을 해제할 수 없어요.'}
            </p>
            <ul className="social-connections__list" aria-label="SNS 계정">
              {list
                .filter((c) => usable.has(c.platform_type))
                .map((c) => (
                  <li key={c.platform_type} className="social-connections__item" aria-label={c.label}>
                    <span className={`social-connections__badge social-login__button--${c.platform_type}`} aria-hidden="true">
                      {c.label.slice(0, 1)}
                    </span>
                    <span className="social-connections__body">
                      <strong>{c.label}</strong>
                      <span className="social-connections__state">{c.connected ? `연결됨${c.email ? ` · ${c.email}` : ''}` : '연결 안 됨'}</span>
                    </span>
                    {c.connected ? (
                      <button
                        type="button"
                        className="ui-button ui-button--outline"
                        aria-label={`${c.label} 연결 해제`}
                        disabled={busy}
                        onClick={() => void onDisconnect(c)}
                      >
                        연결 해제
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="ui-button"
                        aria-label={`${c.label} 연결하기`}
                        disabled={busy}
                        onClick={() => {
                          setMessage(null);
                          void start(c.platform_type);
                        }}
                      >
                        연결하기
                      </button>
                    )}
                  </li>
                ))}
            </ul>
          </>
        )}
      </QueryView>
      {phase.kind === 'waiting' ? (
        <p className="social-login__note" role="status">
          {SOCIAL_MESSAGES.waiting}
        </p>
      ) : null}
      <FormError message={message ?? (phase.kind === 'failed' ? phase.message : null)} />
    </section>
  );
}
