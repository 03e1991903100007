import { describeCoverage } from '@mall/shared-ui/testing/coverage';
import { orderModals } from '../modals';
import { OrderRoutes } from '../routes';

describeCoverage('order', OrderRoutes(), orderModals);
