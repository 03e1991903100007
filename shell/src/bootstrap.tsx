import '@mall/shared-ui/tokens.css';
import './styles.css';
import { createRoot } from 'react-dom/client';
import { setBoundaryRecovery } from '@mall/shared-ui';
import { App } from './app';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { preloadFor, registerDomainRemotes } from './federation/remotes';
import { installRouteTable } from './routing/route-table';
import { createPlatform } from './platform/create-platform';
import { watchClientErrors } from './platform/client-errors';
import { applyAppLayout } from './native/app-layout';
import { reloadForStaleChunk } from './navigation/chunk-reload';

// A page the server rendered (docs/adr/0027): its remote's part waits for its parcel (a lazy entry module, like this one).
const serverRender = document.getElementById('mall-server-render') ? import('./server-render/adopt').catch(() => undefined) : undefined;
const root = createRoot(document.getElementById('root')!);
// A chunk gone after a deploy, caught by any error boundary (a remote's lazy page, a fragment): one reload.
setBoundaryRecovery((error) => reloadForStaleChunk(error, '#part'));

void Promise.all([loadRuntimeConfig(), serverRender]).then(([result]) => {
  if (!result.ok) {
    console.error('[shell] runtime-config.json', result.error);
    // A lazy chunk: the first page of a working mall carries none of it (its bytes pay for the server render's hook).
    void import('./components/config-error-screen').then(({ ConfigErrorScreen }) => root.render(<ConfigErrorScreen detail={result.error} />));
    return;
  }
  watchClientErrors(result.config);
  // Every route, guard and modal owner comes from what the deployed remotes declare (docs/adr/0017).
  const routes = installRouteTable(result.config.declarations);
  registerDomainRemotes(result.config);
  preloadFor(routes.resolve(window.location.pathname)?.owner ?? null);
  const shell = createPlatform(result.config, routes);
  applyAppLayout(shell.platform.native.environment);
  root.render(<App shell={shell} />);
});
