import { describeCoverage } from '@mall/shared-ui/testing/coverage';
import { CATALOG_TABLE } from '../declaration';
import { catalogModals } from '../modals';
import { CatalogRoutes } from '../routes';

describeCoverage('catalog', CATALOG_TABLE, CatalogRoutes(), catalogModals);
