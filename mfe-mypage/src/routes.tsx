import { safeRedirectPath } from '@mall/shared-contracts';
import { NotFound, Route, Routes, usePlatform, useSearchParams } from '@mall/shared-ui';
import { BiometricLoginButton } from './features/biometric-login/components/biometric-login-button';
import { GuestLoginForm } from './features/guest-login/components/guest-login-form';
import { LoginPage } from './features/login/components/login-page';
import { MypageHome } from './features/my-home/components/mypage-home';

/** /login: member login beside the guest order lookup, which goes on to redirect_to_after or the order. */
function LoginRoute() {
  const platform = usePlatform();
  const [params] = useSearchParams();
  const afterGuestLogin = ({ order_id }: { order_id: string }) =>
    platform.navigate(safeRedirectPath(params.get('redirect_to_after')) ?? `/guest/order/${order_id}`, { replace: true });
  return (
    <>
      <LoginPage aside={<GuestLoginForm onSuccess={afterGuestLogin} />} />
      <BiometricLoginButton />
    </>
  );
}

export function MypageRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginRoute />} />
      <Route path="/mypage" element={<MypageHome />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
