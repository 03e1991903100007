import { createRemoteApp } from '@mall/shared-ui';
import { CsCenterRoutes } from './routes';

export const { bootstrap, mount, unmount, Root } = createRemoteApp('cs_center', CsCenterRoutes);
