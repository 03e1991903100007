import { StrictMode, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Platform } from '@mall/shared-contracts';
import { PlatformContext } from './platform-context';
import { queryClientFor } from './query-client';

/**
 * The frame around everything a remote renders (pages and modals alike): the shell's platform,
 * the remote's query cache and the shell's history (one URL is the truth).
 */
export function RemoteProviders({ remote, platform, children }: { remote: string; platform: Platform; children: ReactNode }) {
  return (
    <StrictMode>
      <PlatformContext.Provider value={platform}>
        <QueryClientProvider client={queryClientFor(remote)}>
          {/* history@5 and react-router's own History type differ only nominally */}
          <HistoryRouter history={platform.history as never}>{children}</HistoryRouter>
        </QueryClientProvider>
      </PlatformContext.Provider>
    </StrictMode>
  );
}
