import { StrictMode, type ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import singleSpaReact from 'single-spa-react';
import type { RemoteMountProps } from '@mall/shared-contracts';
import { PlatformContext } from './platform-context';
import { ErrorBoundary } from './error-boundary';
import { queryClientFor } from './query-client';

/**
 * Turns a remote's route table into the single-spa lifecycles the shell mounts as a parcel.
 * Every remote gets the same frame: the shell's platform, its own query cache, the shell's
 * history (one URL is the truth) and an error boundary that keeps failures inside the remote.
 */
export function createRemoteApp(name: string, Routes: ComponentType) {
  const queryClient = queryClientFor(name);

  function Root({ platform }: RemoteMountProps) {
    return (
      <StrictMode>
        <PlatformContext.Provider value={platform}>
          <QueryClientProvider client={queryClient}>
            {/* history@5 and react-router's own History type differ only nominally */}
            <HistoryRouter history={platform.history as never}>
              <ErrorBoundary onError={(error) => console.error(`[${name}]`, error)}>
                <Routes />
              </ErrorBoundary>
            </HistoryRouter>
          </QueryClientProvider>
        </PlatformContext.Provider>
      </StrictMode>
    );
  }

  return singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: Root,
    errorBoundary: () => <p role="alert">일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.</p>,
  });
}
