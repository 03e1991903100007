import { lazy, Suspense } from 'react';
import { isMaintenanceActive } from '@mall/shared-contracts';
import { HistoryRouter, Loading, Navigate, PlatformContext, Route, Routes, useLocation } from '@mall/shared-ui';
import type { ShellPlatform } from './platform/create-platform';
import { AlertStack } from './components/alert-stack';
import { DomainOutlet } from './components/domain-outlet';
import { Header } from './components/header';
import { MaintenancePage } from './components/maintenance-page';
import { ModalStack } from './modals/modal-stack-view';

// Shell pages and app-only features are lazy chunks: the first paint never waits for them.
const SettingPage = lazy(() => import('./native/setting-page').then((m) => ({ default: m.SettingPage })));
const NativeAppShell = lazy(() => import('./native/native-app-shell').then((m) => ({ default: m.NativeAppShell })));

function Pages({ shell }: { shell: ShellPlatform }) {
  const { pathname } = useLocation();
  const { maintenance } = shell.platform.config;
  const underMaintenance = isMaintenanceActive(maintenance);
  if (underMaintenance && pathname !== '/maintenance') return <Navigate to="/maintenance" replace />;
  return (
    <Routes>
      <Route path="/maintenance" element={underMaintenance ? <MaintenancePage maintenance={maintenance} /> : <Navigate to="/" replace />} />
      <Route
        path="/setting"
        element={
          <Suspense fallback={<Loading />}>
            <SettingPage />
          </Suspense>
        }
      />
      <Route path="*" element={<DomainOutlet />} />
    </Routes>
  );
}

export function App({ shell }: { shell: ShellPlatform }) {
  return (
    <PlatformContext.Provider value={shell.platform}>
      {/* history@5 and react-router's own History type differ only nominally */}
      <HistoryRouter history={shell.platform.history as never}>
        <a href="#content" className="skip-link">
          본문 바로가기
        </a>
        <Header />
        <main id="content" className="shell-main" tabIndex={-1}>
          <Pages shell={shell} />
        </main>
        {shell.platform.native.environment ? (
          <Suspense fallback={null}>
            <NativeAppShell />
          </Suspense>
        ) : null}
        <ModalStack controller={shell.modalStack} />
        <AlertStack />
      </HistoryRouter>
    </PlatformContext.Provider>
  );
}
