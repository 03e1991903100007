import { describeCoverage } from '@mall/shared-ui/testing/coverage';
import { exhibitModals } from '../modals';
import { ExhibitRoutes } from '../routes';

describeCoverage('exhibit', ExhibitRoutes(), exhibitModals);
