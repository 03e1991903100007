import { NotFound, Route, Routes } from '@mall/shared-ui';
import { CompanyPage } from './features/company/components/company-page';
import { CsHomePage } from './features/cs-home/components/cs-home-page';
import { NoticeDetailPage } from './features/notice/components/notice-detail-page';
import { NoticeListPage } from './features/notice/components/notice-list-page';

export function CsCenterRoutes() {
  return (
    <Routes>
      <Route path="/cs-center" element={<CsHomePage />} />
      <Route path="/cs-center/notice" element={<NoticeListPage />} />
      <Route path="/cs-center/notice/:id" element={<NoticeDetailPage />} />
      <Route path="/company" element={<CompanyPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
