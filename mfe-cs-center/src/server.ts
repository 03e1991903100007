import { createRemoteServer } from '@mall/shared-ui/server';
import { CS_CENTER_ROUTE_DATA } from './route-data';
import { CsCenterRoutes } from './routes';

/** The server render of this remote's pages (dist/server/render.mjs; docs/adr/0027). */
export const { render, paths } = createRemoteServer('cs_center', CsCenterRoutes, CS_CENTER_ROUTE_DATA);
