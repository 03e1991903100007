import { createRemoteApp } from '@mall/shared-ui';
import { ExhibitRoutes } from './routes';

export const { bootstrap, mount, unmount } = createRemoteApp('exhibit', ExhibitRoutes);
