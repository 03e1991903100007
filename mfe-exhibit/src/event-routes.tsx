import { lazyPage, NotFound, Route, Routes } from '@mall/shared-ui';

// Every exhibition page but the main one, each loading with its own route (shared-ui lazyPage). This table
// is itself one lazy chunk of `routes.tsx`, so adding an exhibition page adds no byte to `/` (ADR 0008).
const PlanningPage = lazyPage(() => import('./features/planning/components/planning-page').then((m) => m.PlanningPage));
const ShowcaseListPage = lazyPage(() => import('./features/showcase/components/showcase-list-page').then((m) => m.ShowcaseListPage));
const ShowcaseDetailPage = lazyPage(() => import('./features/showcase/components/showcase-detail-page').then((m) => m.ShowcaseDetailPage));
const CodyShotListPage = lazyPage(() => import('./features/cody-shot/components/cody-shot-list-page').then((m) => m.CodyShotListPage));
const CodyShotDetailPage = lazyPage(() => import('./features/cody-shot/components/cody-shot-detail-page').then((m) => m.CodyShotDetailPage));
const JointPurchaseListPage = lazyPage(() => import('./features/joint-purchase/components/joint-purchase-list-page').then((m) => m.JointPurchaseListPage));
const JointPurchaseDetailPage = lazyPage(() =>
  import('./features/joint-purchase/components/joint-purchase-detail-page').then((m) => m.JointPurchaseDetailPage),
);
const SpotThemePage = lazyPage(() => import('./features/exhibit-pages/components/spot-theme-page').then((m) => m.SpotThemePage));
const ExhibitCategoryPage = lazyPage(() => import('./features/exhibit-pages/components/exhibit-category-page').then((m) => m.ExhibitCategoryPage));
const RaffleListPage = lazyPage(() => import('./features/raffle/components/raffle-list-page').then((m) => m.RaffleListPage));
const SpecialEventListPage = lazyPage(() => import('./features/special-event/components/special-event-list-page').then((m) => m.SpecialEventListPage));
const SpecialEventDetailPage = lazyPage(() => import('./features/special-event/components/special-event-detail-page').then((m) => m.SpecialEventDetailPage));
const ExperienceGroupListPage = lazyPage(() =>
  import('./features/experience-group/components/experience-group-list-page').then((m) => m.ExperienceGroupListPage),
);
const ExperienceGroupDetailPage = lazyPage(() =>
  import('./features/experience-group/components/experience-group-detail-page').then((m) => m.ExperienceGroupDetailPage),
);
const ExperienceGroupCreatePage = lazyPage(() =>
  import('./features/experience-group/components/experience-group-create-page').then((m) => m.ExperienceGroupCreatePage),
);
const LiveCommercePage = lazyPage(() => import('./features/live-commerce/components/live-commerce-page').then((m) => m.LiveCommercePage));
const LiveRoomPage = lazyPage(() => import('./features/live-commerce/components/live-room-page').then((m) => m.LiveRoomPage));
const RaffleDetailPage = lazyPage(() => import('./features/raffle/components/raffle-detail-page').then((m) => m.RaffleDetailPage));

export function ExhibitEventRoutes() {
  return (
    <Routes>
      <Route path="/planning/:id" element={<PlanningPage />} />
      <Route path="/showcase/detail/:id" element={<ShowcaseDetailPage />} />
      <Route path="/showcase/:sortId?" element={<ShowcaseListPage />} />
      <Route path="/cody-shot" element={<CodyShotListPage />} />
      <Route path="/cody-shot/detail/:id" element={<CodyShotDetailPage />} />
      <Route path="/joint-purchase/detail/:id" element={<JointPurchaseDetailPage />} />
      <Route path="/joint-purchase/:sort?" element={<JointPurchaseListPage />} />
      <Route path="/spot-theme/:id" element={<SpotThemePage />} />
      <Route path="/exhibit/category/:id" element={<ExhibitCategoryPage />} />
      <Route path="/raffle" element={<RaffleListPage />} />
      <Route path="/raffle/end" element={<RaffleListPage ended />} />
      <Route path="/raffle/detail/:id" element={<RaffleDetailPage />} />
      <Route path="/special-event" element={<SpecialEventListPage />} />
      <Route path="/special-event/detail/:id" element={<SpecialEventDetailPage />} />
      <Route path="/experience-group" element={<ExperienceGroupListPage />} />
      <Route path="/experience-group/detail/:id" element={<ExperienceGroupDetailPage />} />
      <Route path="/experience-group/create" element={<ExperienceGroupCreatePage />} />
      <Route path="/live-commerce" element={<LiveCommercePage />} />
      <Route path="/live-commerce/:roomId" element={<LiveRoomPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
