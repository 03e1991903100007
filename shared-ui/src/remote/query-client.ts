import { QueryClient } from '@tanstack/react-query';

const clients = new Map<string, QueryClient>();

/**
 * One query cache per remote, shared by its app and its modals (shared-ui is a federation
 * singleton, so both parcels find the same client): a modal opened over a page reuses its data.
 */
export function queryClientFor(remote: string): QueryClient {
  let client = clients.get(remote);
  if (!client) {
    client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });
    clients.set(remote, client);
  }
  return client;
}
