import { lazyPage, NotFound, Route, Routes } from '@mall/shared-ui';
import { CompanyPage } from './features/company/components/company-page';
import { CsHomePage } from './features/cs-home/components/cs-home-page';
import { FaqTypeLinks } from './features/faq/components/faq-type-links';
import { NoticeListPage } from './features/notice/components/notice-list-page';
import { RecentNotices } from './features/notice/components/recent-notices';

// Pages beyond the home and the notices load with their route (shared-ui lazyPage).
// The notice body's sanitiser (DOMPurify) comes with the notice page.
const NoticeDetailPage = lazyPage(() => import('./features/notice/components/notice-detail-page').then((m) => m.NoticeDetailPage));
const FaqPage = lazyPage(() => import('./features/faq/components/faq-page').then((m) => m.FaqPage));

export function CsCenterRoutes() {
  return (
    <Routes>
      <Route path="/cs-center" element={<CsHomePage faqTypes={<FaqTypeLinks />} recentNotices={<RecentNotices />} />} />
      <Route path="/cs-center/faq/:faqTypeId" element={<FaqPage />} />
      <Route path="/cs-center/notice" element={<NoticeListPage />} />
      <Route path="/cs-center/notice/:id" element={<NoticeDetailPage />} />
      <Route path="/company" element={<CompanyPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
