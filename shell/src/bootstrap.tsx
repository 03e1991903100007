import '@mall/shared-ui/tokens.css';
import './styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { ConfigErrorScreen } from './components/config-error-screen';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { registerDomainRemotes } from './federation/remotes';
import { createPlatform } from './platform/create-platform';

const root = createRoot(document.getElementById('root')!);

void loadRuntimeConfig().then((result) => {
  if (!result.ok) {
    console.error('[shell] runtime-config.json', result.error);
    root.render(<ConfigErrorScreen detail={result.error} />);
    return;
  }
  registerDomainRemotes(result.config);
  root.render(<App shell={createPlatform(result.config)} />);
});
