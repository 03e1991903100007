import { useCallback, useEffect, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { addErrorHandler, mountRootParcel, type ParcelConfig } from 'single-spa';
import { ErrorBoundary, Loading, usePlatform } from '@mall/shared-ui';
import type { RemoteName } from '@mall/shared-contracts';
import { RemoteRefusedError } from '../federation/remotes';
import { markRouteLoaded, reloadForStaleChunk } from '../navigation/chunk-reload';
import { startLoading } from '../platform/loading';
import { RemoteFallback } from './remote-fallback';
import { serverPartFor } from '../server-render/server-slot';

// Parcel errors are handled per parcel (handleError → fallback); without a global handler
// single-spa would also rethrow them as uncaught errors.
addErrorHandler((error) => console.error('[shell] single-spa', error));

type LoadState = { status: 'loading' } | { status: 'ready'; config: ParcelConfig } | { status: 'error'; refused?: boolean };

/**
 * Mounts a domain remote's single-spa-react lifecycles (`<remote>/app`) with the platform as a
 * prop. Load failures (after the runtime plugin's retries) show the Korean fallback with a retry
 * that loads again without a page reload; mount errors are caught the same way.
 */
export function RemoteParcel({ remote }: { remote: RemoteName }) {
  const platform = usePlatform();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  // The server's render of this page, hydrated by the parcel instead of rendered again (docs/adr/0027).
  const [server] = useState(() => serverPartFor(remote, platform));

  const load = useCallback(() => {
    setState({ status: 'loading' });
    const done = startLoading();
    let alive = true;
    platform
      .loadRemote<ParcelConfig>(`${remote}/app`)
      .then(
        (config) => {
          markRouteLoaded();
          if (alive) setState({ status: 'ready', config });
        },
        (error: unknown) => {
          // Built against shared packages this shell does not provide (reported at start): the fallback, no retry.
          if (error instanceof RemoteRefusedError) {
            if (alive) setState({ status: 'error', refused: true });
            return;
          }
          // A chunk gone after a redeploy: reload once (the page stays on the loading state meanwhile).
          if (reloadForStaleChunk(error)) return;
          console.error(`[shell] ${remote} 원격 앱을 불러오지 못했습니다`, error);
          if (alive) setState({ status: 'error' });
        },
      )
      .finally(done);
    return () => {
      alive = false;
      done();
    };
  }, [platform, remote]);

  useEffect(load, [load]);

  // eslint-disable-next-line no-restricted-syntax -- the platform frame that loads a remote (not a page)
  if (state.status === 'loading') return server?.hold ?? <Loading />;
  if (state.status === 'error') return <RemoteFallback remote={remote} onRetry={state.refused ? null : load} />;
  return (
    <ErrorBoundary onError={(error) => console.error(`[${remote}]`, error)}>
      <Parcel
        config={state.config}
        mountParcel={mountRootParcel}
        wrapWith="div"
        wrapClassName={`remote-root remote-root--${remote}`}
        handleError={(error: Error) => {
          console.error(`[shell] ${remote} 마운트 실패`, error);
          setState({ status: 'error' });
        }}
        platform={platform}
        {...server?.props}
      />
    </ErrorBoundary>
  );
}
