import { describeCoverage } from '@mall/shared-ui/testing/coverage';
import { ORDER_TABLE } from '../declaration';
import { orderModals } from '../modals';
import { OrderRoutes } from '../routes';

describeCoverage('order', ORDER_TABLE, OrderRoutes(), orderModals);
