import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES, STATUS_MESSAGES } from '@mall/shared-contracts';
import { AppError } from './errors';
import { createMethodMatcher } from './method-matcher';

const HANGUL = /[\uac00-\ud7a3]/;
const TOO_MANY = '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.';

/** Every failure leaves as ApiErrorSchema: {status, code, message (Korean), cause?, errors?}. */
export function registerErrorHandling(app: FastifyInstance) {
  const matcher = createMethodMatcher(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body = { status: error.statusCode, code: error.code, message: error.message, ...error.extra };
      return reply.code(error.statusCode).send(error.causeName ? { ...body, cause: error.causeName } : body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'request'),
        // zod's defaults are English; only pass through the Korean messages the contracts define.
        message: HANGUL.test(v.message ?? '') ? (v.message as string) : STATUS_MESSAGES[422],
      }));
      const message = errors.find((e) => e.message !== STATUS_MESSAGES[422])?.message ?? STATUS_MESSAGES[422];
      return reply.code(422).send({ status: 422, code: 'VALIDATION_FAILED', message, errors });
    }
    if (isResponseSerializationError(error) || !error.statusCode || error.statusCode >= 500) {
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send({ status: 500, code: 'SYSTEM_ERROR', message: MESSAGES.systemError });
    }
    // Framework 4xx (bad JSON, wrong content type, rate limit): keep the status, speak Korean.
    const status = error.statusCode;
    const message = status === 429 ? TOO_MANY : ((STATUS_MESSAGES as Record<number, string>)[status] ?? STATUS_MESSAGES[400]);
    return reply.code(status).send({ status, code: error.code ?? 'BAD_REQUEST', message });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (matcher.hasOtherMethod(path, request.method)) {
      return reply.code(405).send({ status: 405, code: 'METHOD_NOT_ALLOWED', message: MESSAGES.apiMethodNotFound });
    }
    return reply.code(404).send({ status: 404, code: 'API_NOT_FOUND', message: MESSAGES.apiNotFound });
  });
}
