import { safeRedirectPath } from '@mall/shared-contracts';
import { lazyPage, NotFound, Route, Routes, usePlatform, useSearchParams } from '@mall/shared-ui';
import { BiometricLoginButton } from './features/biometric-login/components/biometric-login-button';
import { GuestLoginForm } from './features/guest-login/components/guest-login-form';
import { SocialLoginButtons } from './features/join/components/social-login-buttons';
import { LoginPage } from './features/login/components/login-page';

// Every page below /login loads with its route (shared-ui lazyPage): the remote's entry stays small.
const MypageHome = lazyPage(() => import('./features/my-home/components/mypage-home').then((m) => m.MypageHome));
const JoinPage = lazyPage(() => import('./features/join/components/join-page').then((m) => m.JoinPage));
const JoinCertificationPage = lazyPage(() => import('./features/join/components/join-certification-page').then((m) => m.JoinCertificationPage));
const JoinInfoPage = lazyPage(() => import('./features/join/components/join-info-page').then((m) => m.JoinInfoPage));
const JoinSnsPolicyPage = lazyPage(() => import('./features/join/components/join-sns-policy-page').then((m) => m.JoinSnsPolicyPage));
const JoinSnsDuplicatedPage = lazyPage(() => import('./features/join/components/join-sns-duplicated-page').then((m) => m.JoinSnsDuplicatedPage));
const JoinCompletePage = lazyPage(() => import('./features/join/components/join-complete-page').then((m) => m.JoinCompletePage));
const FindLayout = lazyPage(() => import('./features/find/components/find-layout').then((m) => m.FindLayout));
const FindIdPage = lazyPage(() => import('./features/find/components/find-id-page').then((m) => m.FindIdPage));
const FindPasswordPage = lazyPage(() => import('./features/find/components/find-password-page').then((m) => m.FindPasswordPage));
const FindIdResultPage = lazyPage(() => import('./features/find/components/find-id-result-page').then((m) => m.FindIdResultPage));
const FindPasswordChangePage = lazyPage(() => import('./features/find/components/find-password-change-page').then((m) => m.FindPasswordChangePage));
const PasswordChangeAdvicePage = lazyPage(() =>
  import('./features/password-advice/components/password-change-advice-page').then((m) => m.PasswordChangeAdvicePage),
);
const AdultCertificationPage = lazyPage(() => import('./features/certification/components/adult-certification-page').then((m) => m.AdultCertificationPage));
const NeedCertificatePage = lazyPage(() => import('./features/certification/components/need-certificate-page').then((m) => m.NeedCertificatePage));
const MemberInfoEditPage = lazyPage(() => import('./features/member-info/components/member-info-edit-page').then((m) => m.MemberInfoEditPage));
const WithdrawPage = lazyPage(() => import('./features/member-info/components/withdraw-page').then((m) => m.WithdrawPage));
const RefundAccountPage = lazyPage(() => import('./features/member-info/components/refund-account-page').then((m) => m.RefundAccountPage));
const PersonalizationPage = lazyPage(() => import('./features/personalization/components/personalization-page').then((m) => m.PersonalizationPage));
const MyPayPage = lazyPage(() => import('./features/my-pay/components/my-pay-page').then((m) => m.MyPayPage));
const GradeBenefitPage = lazyPage(() => import('./features/grade-benefit/components/grade-benefit-page').then((m) => m.GradeBenefitPage));
const WishLayout = lazyPage(() => import('./features/wish/components/wish-layout').then((m) => m.WishLayout));
const WishGoodsPage = lazyPage(() => import('./features/wish/components/wish-goods-page').then((m) => m.WishGoodsPage));
const WishBrandPage = lazyPage(() => import('./features/wish/components/wish-brand-page').then((m) => m.WishBrandPage));
const WishFolderPage = lazyPage(() => import('./features/wish/components/wish-folder-page').then((m) => m.WishFolderPage));
const WishFolderMovePage = lazyPage(() => import('./features/wish/components/wish-folder-move-page').then((m) => m.WishFolderMovePage));
const BenefitPage = lazyPage(() => import('./features/benefit/components/benefit-page').then((m) => m.BenefitPage));
const ReviewLayout = lazyPage(() => import('./features/review/components/review-layout').then((m) => m.ReviewLayout));
const ReviewWritablePage = lazyPage(() => import('./features/review/components/review-writable-page').then((m) => m.ReviewWritablePage));
const ReviewWrittenPage = lazyPage(() => import('./features/review/components/review-written-page').then((m) => m.ReviewWrittenPage));
const InquiryLayout = lazyPage(() => import('./features/inquiry/components/inquiry-layout').then((m) => m.InquiryLayout));
const QnaListPage = lazyPage(() => import('./features/inquiry/components/qna-list-page').then((m) => m.QnaListPage));
const SellerQnaListPage = lazyPage(() => import('./features/inquiry/components/seller-qna-list-page').then((m) => m.SellerQnaListPage));
const QnaCreatePage = lazyPage(() => import('./features/inquiry/components/qna-create-page').then((m) => m.QnaCreatePage));
const RecentViewLayout = lazyPage(() => import('./features/recent-view/components/recent-view-layout').then((m) => m.RecentViewLayout));
const RecentViewGoodsPage = lazyPage(() => import('./features/recent-view/components/recent-view-goods-page').then((m) => m.RecentViewGoodsPage));
const RecentViewPlanningPage = lazyPage(() => import('./features/recent-view/components/recent-view-planning-page').then((m) => m.RecentViewPlanningPage));
const MySizePage = lazyPage(() => import('./features/my-size/components/my-size-page').then((m) => m.MySizePage));
const MyRafflePage = lazyPage(() => import('./features/raffle/components/my-raffle-page').then((m) => m.MyRafflePage));

/** /login: member login beside the guest order lookup, which goes on to redirect_to_after or the order. */
function LoginRoute() {
  const platform = usePlatform();
  const [params] = useSearchParams();
  const afterGuestLogin = ({ order_id }: { order_id: string }) =>
    platform.navigate(safeRedirectPath(params.get('redirect_to_after')) ?? `/guest/order/${order_id}`, { replace: true });
  return (
    <>
      <LoginPage aside={<GuestLoginForm onSuccess={afterGuestLogin} />} />
      <SocialLoginButtons />
      <BiometricLoginButton />
    </>
  );
}

export function MypageRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginRoute />} />
      <Route path="/join" element={<JoinPage />} />
      <Route path="/join/certification" element={<JoinCertificationPage />} />
      <Route path="/join/sns-policy" element={<JoinSnsPolicyPage />} />
      <Route path="/join/sns-duplicated" element={<JoinSnsDuplicatedPage />} />
      <Route path="/join/info" element={<JoinInfoPage />} />
      <Route path="/join/complete" element={<JoinCompletePage />} />
      <Route path="/find" element={<FindLayout />}>
        <Route index element={<FindIdPage />} />
        <Route path="id" element={<FindIdPage />} />
        <Route path="password" element={<FindPasswordPage />} />
      </Route>
      <Route path="/find/id/result" element={<FindIdResultPage />} />
      <Route path="/find/password/change" element={<FindPasswordChangePage />} />
      <Route path="/password-change-advice" element={<PasswordChangeAdvicePage />} />
      <Route path="/adult/certification" element={<AdultCertificationPage />} />
      <Route path="/need-certificate" element={<NeedCertificatePage />} />
      <Route path="/mypage" element={<MypageHome />} />
      <Route path="/mypage/member-info/edit" element={<MemberInfoEditPage />} />
      <Route path="/mypage/member-info/withdraw" element={<WithdrawPage />} />
      <Route path="/mypage/member-info/refund-account" element={<RefundAccountPage />} />
      <Route path="/mypage/grade-benefit" element={<GradeBenefitPage />} />
      <Route path="/mypage/my-size" element={<MySizePage />} />
      <Route path="/mypage/raffle" element={<MyRafflePage />} />
      <Route path="/mypage/personalization" element={<PersonalizationPage />} />
      <Route path="/mypage/my-pay" element={<MyPayPage />} />
      <Route path="/mypage/recent-view" element={<RecentViewLayout />}>
        <Route index element={<RecentViewGoodsPage />} />
        <Route path="goods" element={<RecentViewGoodsPage />} />
        <Route path="planning" element={<RecentViewPlanningPage />} />
      </Route>
      <Route path="/mypage/wish" element={<WishLayout />}>
        <Route index element={<WishGoodsPage />} />
        <Route path="goods" element={<WishGoodsPage />} />
        <Route path="brand" element={<WishBrandPage />} />
      </Route>
      <Route path="/mypage/review" element={<ReviewLayout />}>
        <Route index element={<ReviewWritablePage />} />
        <Route path="writable" element={<ReviewWritablePage />} />
        <Route path="written" element={<ReviewWrittenPage />} />
      </Route>
      <Route path="/mypage/inquiry" element={<InquiryLayout />}>
        <Route index element={<QnaListPage />} />
        <Route path="qna" element={<QnaListPage />} />
        <Route path="seller-qna" element={<SellerQnaListPage />} />
      </Route>
      <Route path="/mypage/inquiry/qna/create" element={<QnaCreatePage />} />
      <Route path="/mypage/benefit/:tabType" element={<BenefitPage />} />
      <Route path="/mypage/wish/goods/folder/:id" element={<WishFolderPage />} />
      <Route path="/mypage/wish/goods/folder/:id/move" element={<WishFolderMovePage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
