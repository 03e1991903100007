import { useEffect, useState } from 'react';
import { externalUrlOf, MESSAGES } from '@mall/shared-contracts';
import { StatusPanel, usePlatform, useSearchParams } from '@mall/shared-ui';
import './external-page.css';

type AppState = 'opening' | 'opened' | 'failed';

/**
 * /external?url=… (shell page, lazy chunk): leaving the mall. In the app the system browser opens
 * the address; on the web the shopper sees the destination and chooses to go, so no link of ours
 * bounces anyone to another site unseen.
 */
export function ExternalPage() {
  const platform = usePlatform();
  const [params] = useSearchParams();
  const url = externalUrlOf(params.get('url'));
  const inApp = platform.native.isAvailable();
  const [appState, setAppState] = useState<AppState>('opening');

  useEffect(() => {
    document.title = '외부 사이트로 이동 | 케이몰';
  }, []);
  useEffect(() => {
    if (!inApp || !url) return;
    let alive = true;
    platform.native.call('external.open', { url: url.href }).then(
      () => alive && setAppState('opened'),
      () => alive && setAppState('failed'),
    );
    return () => {
      alive = false;
    };
    // The address is the effect's identity; the URL object is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inApp, url?.href, platform]);

  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) platform.history.back();
    else platform.navigate('/', { replace: true });
  };

  if (!url) {
    return (
      <section className="external-page" aria-labelledby="external-title">
        <h1 id="external-title" className="external-page__title">
          외부 사이트로 이동
        </h1>
        <StatusPanel
          tone="error"
          title={MESSAGES.externalUrlInvalid}
          action={{ label: '홈으로 가기', onClick: () => platform.navigate('/', { replace: true }) }}
        />
      </section>
    );
  }

  return (
    <section className="external-page" aria-labelledby="external-title">
      <h1 id="external-title" className="external-page__title">
        외부 사이트로 이동
      </h1>
      <p className="external-page__lead">
        케이몰을 떠나 <strong>{url.host}</strong>(으)로 이동합니다.
      </p>
      <p className="external-page__url" data-testid="external-url">
        {url.href}
      </p>
      {inApp ? (
        <p className="external-page__note" role="status">
          {appState === 'opening' ? '외부 브라우저를 여는 중입니다…' : appState === 'opened' ? MESSAGES.externalOpenedInBrowser : MESSAGES.externalOpenFailed}
        </p>
      ) : null}
      <div className="external-page__actions">
        {inApp && appState !== 'failed' ? null : (
          <a className="ui-button ui-button--block" href={url.href} rel="noopener noreferrer">
            이동하기
          </a>
        )}
        <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={back}>
          돌아가기
        </button>
      </div>
    </section>
  );
}
