import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteMountProps } from '@mall/shared-contracts';
import { ErrorBoundary } from './error-boundary';
import { RemoteProviders } from './remote-providers';

/**
 * Turns a remote's route table into the single-spa lifecycles the shell mounts as a parcel.
 * Every remote gets the same frame: the shell's platform, its own query cache, the shell's
 * history (one URL is the truth) and an error boundary that keeps failures inside the remote.
 * `Root` is that tree: the shell hydrates it where the server rendered it first (docs/adr/0027; the
 * server's copy of the tree, shared-ui/src/server/render.tsx, passes a query client of its request).
 */
export function createRemoteApp(name: string, Routes: ComponentType) {
  function Root({ platform }: RemoteMountProps) {
    return (
      <RemoteProviders remote={name} platform={platform}>
        <ErrorBoundary onError={(error) => console.error(`[${name}]`, error)}>
          <Routes />
        </ErrorBoundary>
      </RemoteProviders>
    );
  }

  return {
    ...singleSpaReact<RemoteMountProps>({
      React,
      ReactDOMClient,
      renderType: 'createRoot',
      rootComponent: Root,
      errorBoundary: () => <p role="alert">일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.</p>,
    }),
    Root,
  };
}
