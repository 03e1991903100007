import { describeCoverage } from '@mall/shared-ui/testing/coverage';
import { EXHIBIT_TABLE } from '../declaration';
import { ExhibitEventRoutes } from '../event-routes';
import { exhibitModals } from '../modals';
import { ExhibitRoutes } from '../routes';

// `/` is in the first table; every other exhibition page in the lazy table behind its `*`.
describeCoverage('exhibit', EXHIBIT_TABLE, [ExhibitRoutes(), ExhibitEventRoutes()], exhibitModals);
