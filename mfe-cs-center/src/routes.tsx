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
const InfoLayout = lazyPage(() => import('./features/info/components/info-layout').then((m) => m.InfoLayout));
const PolicyPage = lazyPage(() => import('./features/policy/components/policy-page').then((m) => m.PolicyPage));
const info = () => import('./features/info/components/info-children');
const DeliveryInfo = lazyPage(() => info().then((m) => m.DeliveryInfo));
const ReturnInfo = lazyPage(() => info().then((m) => m.ReturnInfo));
const RewardInfo = lazyPage(() => info().then((m) => m.RewardInfo));
const CouponPointInfo = lazyPage(() => info().then((m) => m.CouponPointInfo));
const GradeBenefitInfo = lazyPage(() => info().then((m) => m.GradeBenefitInfo));
const PayCardInfo = lazyPage(() => info().then((m) => m.PayCardInfo));
const PayBankInfo = lazyPage(() => info().then((m) => m.PayBankInfo));
const EasyPayInfo = lazyPage(() => info().then((m) => m.EasyPayInfo));

export function CsCenterRoutes() {
  return (
    <Routes>
      <Route path="/cs-center" element={<CsHomePage faqTypes={<FaqTypeLinks />} recentNotices={<RecentNotices />} />} />
      <Route path="/cs-center/faq/:faqTypeId" element={<FaqPage />} />
      {/* A popup route (shell route-table): the shopping guides, 배송 by default. */}
      <Route path="/cs-center/info" element={<InfoLayout />}>
        <Route index element={<DeliveryInfo />} />
        <Route path="delivery" element={<DeliveryInfo />} />
        <Route path="return" element={<ReturnInfo />} />
        <Route path="reward" element={<RewardInfo />} />
        <Route path="coupon-point" element={<CouponPointInfo />} />
        <Route path="grade-benefit" element={<GradeBenefitInfo />} />
        <Route path="pay-card" element={<PayCardInfo />} />
        <Route path="pay-bank" element={<PayBankInfo />} />
        <Route path="pay-kakao" element={<EasyPayInfo provider="kakao" />} />
        <Route path="pay-naver" element={<EasyPayInfo provider="naver" />} />
        <Route path="pay-payco" element={<EasyPayInfo provider="payco" />} />
        <Route path="pay-toss" element={<EasyPayInfo provider="toss" />} />
      </Route>
      <Route path="/cs-center/notice" element={<NoticeListPage />} />
      <Route path="/cs-center/notice/:id" element={<NoticeDetailPage />} />
      <Route path="/policies/:policyType" element={<PolicyPage />} />
      <Route path="/company" element={<CompanyPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
