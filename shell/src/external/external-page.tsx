import { useEffect, useState, type ReactNode } from 'react';
import { externalUrlOf, MESSAGES } from '@mall/shared-contracts';
import { StatusPanel, usePlatform, useSearchParams } from '@mall/shared-ui';
import './external-page.css';

type AppState = 'opening' | 'opened' | 'failed';

/** Why the shopper leaves: any outside page (/external), or the claim offer printed by the courier's or seller's print service. */
export type LeavePurpose = 'external' | 'claim-offer';

const COPY: Record<LeavePurpose, { title: string; documentTitle: string; lead: (host: ReactNode) => ReactNode; go: string }> = {
  external: {
    title: '외부 사이트로 이동',
    documentTitle: '외부 사이트로 이동 | 케이몰',
    lead: (host) => <>케이몰을 떠나 {host}(으)로 이동합니다.</>,
    go: '이동하기',
  },
  'claim-offer': {
    title: '교환·반품 신청서 출력',
    documentTitle: '신청서 출력 | 케이몰',
    lead: (host) => <>신청서는 {host}의 출력 페이지에서 인쇄합니다. 인쇄한 신청서를 회수할 상품과 함께 동봉해 주세요.</>,
    go: '출력 페이지로 이동',
  },
};

/**
 * /external?url=… and /print/claim-offer?url=… (shell pages, one lazy chunk): leaving the mall. In
 * the app the system browser opens the address; on the web the shopper sees the destination and
 * chooses to go, so no link of ours bounces anyone to another site unseen. The claim offer (the
 * spec's print page that "leaves to an external URL") is the same hand-off with its own words.
 */
export function ExternalPage({ purpose = 'external' }: { purpose?: LeavePurpose }) {
  const copy = COPY[purpose];
  const platform = usePlatform();
  const [params] = useSearchParams();
  const url = externalUrlOf(params.get('url'));
  const inApp = platform.native.isAvailable();
  const [appState, setAppState] = useState<AppState>('opening');

  useEffect(() => {
    document.title = copy.documentTitle;
  }, [copy.documentTitle]);
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
          {copy.title}
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
        {copy.title}
      </h1>
      <p className="external-page__lead">{copy.lead(<strong>{url.host}</strong>)}</p>
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
            {copy.go}
          </a>
        )}
        <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={back}>
          돌아가기
        </button>
      </div>
    </section>
  );
}
