import { describeCoverage } from '@mall/shared-ui/testing/coverage';
import { mypageModals } from '../modals';
import { MypageRoutes } from '../routes';

describeCoverage('mypage', MypageRoutes(), mypageModals);
