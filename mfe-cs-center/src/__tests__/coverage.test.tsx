import { describeCoverage } from '@mall/shared-ui/testing/coverage';
import { CS_CENTER_TABLE } from '../declaration';
import { csCenterModals } from '../modals';
import { CsCenterRoutes } from '../routes';

describeCoverage('cs_center', CS_CENTER_TABLE, CsCenterRoutes(), csCenterModals);
