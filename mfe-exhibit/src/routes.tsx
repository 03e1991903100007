import { lazyPage, NotFound, Route, Routes } from '@mall/shared-ui';
import { MainPage } from './features/main-page/components/main-page';

// Pages beyond `/` load with their route (shared-ui lazyPage): the main page's weight stays put (ADR 0008).
const PlanningPage = lazyPage(() => import('./features/planning/components/planning-page').then((m) => m.PlanningPage));
const RaffleListPage = lazyPage(() => import('./features/raffle/components/raffle-list-page').then((m) => m.RaffleListPage));
const SpecialEventListPage = lazyPage(() => import('./features/special-event/components/special-event-list-page').then((m) => m.SpecialEventListPage));
const SpecialEventDetailPage = lazyPage(() => import('./features/special-event/components/special-event-detail-page').then((m) => m.SpecialEventDetailPage));
const RaffleDetailPage = lazyPage(() => import('./features/raffle/components/raffle-detail-page').then((m) => m.RaffleDetailPage));

export function ExhibitRoutes() {
  return (
    <Routes>
      <Route path="/" element={<MainPage />} />
      <Route path="/planning/:id" element={<PlanningPage />} />
      <Route path="/raffle" element={<RaffleListPage />} />
      <Route path="/raffle/end" element={<RaffleListPage ended />} />
      <Route path="/raffle/detail/:id" element={<RaffleDetailPage />} />
      <Route path="/special-event" element={<SpecialEventListPage />} />
      <Route path="/special-event/detail/:id" element={<SpecialEventDetailPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
