import { describeCoverage } from '@mall/shared-ui/testing/coverage';
import { MYPAGE_TABLE } from '../declaration';
import { mypageModals } from '../modals';
import { MypageRoutes } from '../routes';

describeCoverage('mypage', MYPAGE_TABLE, MypageRoutes(), mypageModals);
