import { NotFound, Route, Routes } from '@mall/shared-ui';
import { MainPage } from './features/main-page/components/main-page';

export function ExhibitRoutes() {
  return (
    <Routes>
      <Route path="/" element={<MainPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
