import { lazy, Suspense } from 'react';
import { isMaintenanceActive } from '@mall/shared-contracts';
import { HistoryRouter, Navigate, PlatformContext, Route, Routes, useLocation } from '@mall/shared-ui';
import type { ShellPlatform } from './platform/create-platform';
import { AlertStack } from './components/alert-stack';
import { DomainOutlet } from './components/domain-outlet';
import { Header } from './components/header';
import { ShopFooter } from './components/shop-footer';
import { MainPopupHost } from './main-popup/main-popup-host';
import { ShopSettingsSync } from './settings/shop-settings-sync';
import { ModalStack } from './modals/modal-stack-view';
import { AppErrorBoundary } from './components/app-error-view';
import { LiveAnnouncer } from './components/live-announcer';
import { LoadingBar } from './components/loading-bar';
import { ScrollTopButton } from './components/scroll-top-button';
import { SkipLink } from './components/skip-link';
import { LazyExternalPage, LazyMaintenancePage, LazySettingPage, LazySidebarPage } from './navigation/lazy-route';
import { PageFrame } from './navigation/page-frame';

// App-only features are a lazy chunk: the first paint never waits for them (shell pages: navigation/lazy-route).
const NativeAppShell = lazy(() => import('./native/native-app-shell').then((m) => ({ default: m.NativeAppShell })));

function Pages({ shell }: { shell: ShellPlatform }) {
  const { pathname } = useLocation();
  const { maintenance } = shell.platform.config;
  const underMaintenance = isMaintenanceActive(maintenance);
  if (underMaintenance && pathname !== '/maintenance') return <Navigate to="/maintenance" replace />;
  return (
    <Routes>
      <Route path="/maintenance" element={underMaintenance ? <LazyMaintenancePage maintenance={maintenance} /> : <Navigate to="/" replace />} />
      <Route path="/setting" element={<LazySettingPage />} />
      <Route path="/sidebar" element={<LazySidebarPage />} />
      <Route path="/external" element={<LazyExternalPage />} />
      {/* The claim offer prints outside the mall (spec: "leaves to an external URL"): the same lazy hand-off page. */}
      <Route path="/print/claim-offer" element={<LazyExternalPage purpose="claim-offer" />} />
      <Route path="*" element={<DomainOutlet />} />
    </Routes>
  );
}

export function App({ shell }: { shell: ShellPlatform }) {
  return (
    <PlatformContext.Provider value={shell.platform}>
      {/* history@5 and react-router's own History type differ only nominally */}
      <HistoryRouter history={shell.platform.history as never}>
        <SkipLink />
        <LoadingBar />
        <AppErrorBoundary>
          <Header />
          <main id="content" className="shell-main" tabIndex={-1}>
            <PageFrame>
              <Pages shell={shell} />
            </PageFrame>
          </main>
          <ShopFooter />
        </AppErrorBoundary>
        <ScrollTopButton />
        {shell.platform.native.environment ? (
          <Suspense fallback={null}>
            <NativeAppShell />
          </Suspense>
        ) : null}
        <ShopSettingsSync />
        <MainPopupHost />
        <ModalStack controller={shell.modalStack} />
        <AlertStack />
        <LiveAnnouncer />
      </HistoryRouter>
    </PlatformContext.Provider>
  );
}
