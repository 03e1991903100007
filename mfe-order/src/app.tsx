import { createRemoteApp } from '@mall/shared-ui';
import { OrderRoutes } from './routes';

export const { bootstrap, mount, unmount } = createRemoteApp('order', OrderRoutes);
