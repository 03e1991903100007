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
    });
    // The docs page maps the whole attack surface: served outside production, or when API_DOCS=on.
    if (process.env.NODE_ENV !== 'production' || process.env.API_DOCS === 'on') await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
