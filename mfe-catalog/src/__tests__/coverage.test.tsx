import { describeCoverage } from '@mall/shared-ui/testing/coverage';
import { catalogModals } from '../modals';
import { CatalogRoutes } from '../routes';

describeCoverage('catalog', CatalogRoutes(), catalogModals);
