import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MESSAGES } from '@mall/shared-contracts';
import { queryClientFor, usePlatform } from '@mall/shared-ui';
import { AppSettings } from './app-settings';
import './setting-page.css';

/** /setting (shell page, lazy chunk): the app's settings, or a note that they live in the app. */
export function SettingPage() {
  const platform = usePlatform();
  useEffect(() => {
    document.title = '설정 | 케이몰';
  }, []);
  return (
    <section className="setting-page" aria-labelledby="setting-title">
      <h1 id="setting-title" className="setting-page__title">
        설정
      </h1>
      {platform.native.isAvailable() ? (
        <QueryClientProvider client={queryClientFor('shell')}>
          <AppSettings />
        </QueryClientProvider>
      ) : (
        <p className="setting-page__note" role="note">
          {MESSAGES.settingsOnlyInApp}
        </p>
      )}
    </section>
  );
}
