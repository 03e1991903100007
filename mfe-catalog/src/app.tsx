import { createRemoteApp } from '@mall/shared-ui';
import { CatalogRoutes } from './routes';

export const { bootstrap, mount, unmount, Root } = createRemoteApp('catalog', CatalogRoutes);
