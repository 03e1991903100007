import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The API's version as the OpenAPI document states it. A change that breaks a client of the last
 * released document (mall-api/openapi.released.json) needs a new major here, or CI fails
 * (test/openapi-compat.test.ts); `npm run openapi:release -w mall-api` records a release.
 */
// 2.0.0: the refresh token left every response body (it is only the HttpOnly cookie, docs/adr/0015).
export const API_VERSION = '2.0.0';

/** The order OpenAPI lists a path's operations in. */
const METHOD_ORDER = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const rank = (key: string) => (METHOD_ORDER.includes(key) ? METHOD_ORDER.indexOf(key) : -1);

/**
 * Paths by URL and each path's operations in OpenAPI's method order: the document then does not depend on
 * the order routes were registered in (autoload's folder walk, docs/adr/0024), so moving a route file
 * between folders leaves it byte for byte the same.
 */
export function sortedPaths(paths: Record<string, Record<string, unknown>> = {}) {
  const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return Object.fromEntries(
    Object.entries(paths)
      .sort(([a], [b]) => byCodeUnit(a, b))
      .map(([url, operations]) => [url, Object.fromEntries(Object.entries(operations).sort(([a], [b]) => rank(a) - rank(b) || byCodeUnit(a, b)))]),
  );
}

/** OpenAPI generated from the same zod schemas that validate requests and responses. */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: 'mall-api', description: '케이몰 스토어프론트 API', version: API_VERSION },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: (documentObject) => {
        const openapi = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
        return { ...openapi, paths: sortedPaths(openapi.paths as Record<string, Record<string, unknown>>) };
      },
    });
    // The docs page maps the whole attack surface: served outside production, or when API_DOCS=on.
    if (process.env.NODE_ENV !== 'production' || process.env.API_DOCS === 'on') await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
