import { lazyPage, Route, Routes } from '@mall/shared-ui';
import { MainPage } from './features/main-page/components/main-page';

// `/` renders at once; every other exhibition page sits behind one lazy route table (event-routes.tsx), so the
// main page carries a single import for all of them however many the squad adds (ADR 0008).
const ExhibitEventRoutes = lazyPage(() => import('./event-routes').then((m) => m.ExhibitEventRoutes));

export function ExhibitRoutes() {
  return (
    <Routes>
      <Route path="/" element={<MainPage />} />
      <Route path="*" element={<ExhibitEventRoutes />} />
    </Routes>
  );
}
