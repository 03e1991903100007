import { createRemoteServer } from '@mall/shared-ui/server';
import { CATALOG_ROUTE_DATA } from './route-data';
import { CatalogRoutes } from './routes';

/** The server render of this remote's pages (dist/server/render.mjs; docs/adr/0027). */
export const { render, paths } = createRemoteServer('catalog', CatalogRoutes, CATALOG_ROUTE_DATA);
