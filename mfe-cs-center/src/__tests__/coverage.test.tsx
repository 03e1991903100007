import { describeCoverage } from '@mall/shared-ui/testing/coverage';
import { csCenterModals } from '../modals';
import { CsCenterRoutes } from '../routes';

describeCoverage('cs_center', CsCenterRoutes(), csCenterModals);
