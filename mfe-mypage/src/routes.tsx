import { NotFound, Route, Routes } from '@mall/shared-ui';
import { BiometricLoginButton } from './features/biometric-login/components/biometric-login-button';
import { LoginPage } from './features/login/components/login-page';
import { MypageHome } from './features/my-home/components/mypage-home';

export function MypageRoutes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <>
            <LoginPage />
            <BiometricLoginButton />
          </>
        }
      />
      <Route path="/mypage" element={<MypageHome />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
