import { isMaintenanceActive } from '@mall/shared-contracts';
import { HistoryRouter, Navigate, PlatformContext, Route, Routes, useLocation } from '@mall/shared-ui';
import type { ShellPlatform } from './platform/create-platform';
import { AlertStack } from './components/alert-stack';
import { DomainOutlet } from './components/domain-outlet';
import { Header } from './components/header';
import { MaintenancePage } from './components/maintenance-page';
import { ShopFooter } from './components/shop-footer';
import { MainPopupHost } from './main-popup/main-popup-host';
import { ShopSettingsSync } from './settings/shop-settings-sync';

function Pages({ shell }: { shell: ShellPlatform }) {
  const { pathname } = useLocation();
  const { maintenance } = shell.platform.config;
  const underMaintenance = isMaintenanceActive(maintenance);
  if (underMaintenance && pathname !== '/maintenance') return <Navigate to="/maintenance" replace />;
  return (
    <Routes>
      <Route path="/maintenance" element={underMaintenance ? <MaintenancePage maintenance={maintenance} /> : <Navigate to="/" replace />} />
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
        <ShopFooter />
        <ShopSettingsSync />
        <MainPopupHost />
        <AlertStack />
      </HistoryRouter>
    </PlatformContext.Provider>
  );
}
