import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES, STATUS_MESSAGES } from '@mall/shared-contracts';
import { AppError } from './errors';
import { GateFullError } from './task-gate';
import { createMethodMatcher } from './method-matcher';

const HANGUL = /[\uac00-\ud7a3]/;
const TOO_MANY = '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.';
const BUSY = '요청이 많아 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';
/** PostgreSQL: statement timeout, lock timeout, idle-in-transaction timeout, too many connections. */
const BUSY_PG_CODES = new Set(['57014', '55P03', '25P03', '53300']);
const MAX_LOGGED_MESSAGE = 300;
const UNAVAILABLE = '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.';
/**
 * The database cannot be reached or went away: refused or lost connections, PostgreSQL shutting down
 * or starting up (57P01–57P03) and connection exceptions (class 08).
 */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03']);
const UNAVAILABLE_MESSAGES = /connection terminated|query read timeout|not queryable/i;

/**
 * The database is saturated (no connection within the acquire timeout, or a statement ran out of time),
 * or a bounded work queue is full (password hashing, task-gate.ts): 503 at once, with Retry-After.
 */
export function isBusyError(error: unknown): boolean {
  if (error instanceof GateFullError) return true;
  const cause = (error as { cause?: unknown }).cause ?? error;
  const code = (cause as { code?: unknown }).code;
  const message = String((cause as { message?: unknown }).message ?? '');
  return (typeof code === 'string' && BUSY_PG_CODES.has(code)) || /timeout exceeded when trying to connect/i.test(message);
}

/**
 * The database is down or unreachable (server.ts's pool gives up within DATABASE_ACQUIRE_TIMEOUT_MS and
 * DATABASE_QUERY_TIMEOUT_MS): 503 at once with Retry-After, and the pool reconnects by itself once the
 * server is back.
 */
export function isUnavailableError(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const code = (cause as { code?: unknown }).code;
  const message = String((cause as { message?: unknown }).message ?? '');
  return (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) || UNAVAILABLE_MESSAGES.test(message);
}

/**
 * What a log line may carry of an unexpected error: its kind, the driver's code and the first line of
 * the message, capped. Never the failing SQL's parameters (passwords, tokens, a client's 1 MB string).
 */
export function loggableError(error: unknown) {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { name?: unknown; code?: unknown; message?: unknown };
  const outer = error as { name?: unknown; message?: unknown };
  const raw = String(cause.message ?? outer.message ?? '');
  // drizzle puts "Failed query: <sql>\nparams: <values>" in its own message: keep only the driver's first line.
  const firstLine = raw
    .split('\n')[0]!
    .replace(/params:.*$/s, '')
    .slice(0, MAX_LOGGED_MESSAGE);
  return { type: String(outer.name ?? 'Error'), code: typeof cause.code === 'string' ? cause.code : undefined, message: firstLine };
}

/** The ApiErrorSchema body of an expected failure. */
export function appErrorBody(error: AppError) {
  const body = { status: error.statusCode, code: error.code, message: error.message, ...error.extra };
  return error.causeName ? { ...body, cause: error.causeName } : body;
}

/** Every failure leaves as ApiErrorSchema: {status, code, message (Korean), cause?, errors?}. */
export function registerErrorHandling(app: FastifyInstance) {
  const matcher = createMethodMatcher(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.code(error.statusCode).send(appErrorBody(error));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'request'),
        // zod's defaults are English; only pass through the Korean messages the contracts define.
        message: HANGUL.test(v.message ?? '') ? (v.message as string) : STATUS_MESSAGES[422],
      }));
      const message = errors.find((e) => e.message !== STATUS_MESSAGES[422])?.message ?? STATUS_MESSAGES[422];
      return reply.code(422).send({ status: 422, code: 'VALIDATION_FAILED', message, errors });
    }
    if (isBusyError(error)) {
      request.log.warn({ error: loggableError(error) }, 'database busy');
      return reply.code(503).header('retry-after', '5').send({ status: 503, code: 'SERVICE_BUSY', message: BUSY });
    }
    if (isUnavailableError(error)) {
      request.log.warn({ error: loggableError(error) }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ status: 503, code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE });
    }
    if (isResponseSerializationError(error) || !error.statusCode || error.statusCode >= 500) {
      request.log.error({ error: loggableError(error) }, 'unexpected error');
      return reply.code(500).send({ status: 500, code: 'SYSTEM_ERROR', message: MESSAGES.systemError });
    }
    // Framework 4xx (bad JSON, wrong content type, rate limit): keep the status, speak Korean.
    const status = error.statusCode;
    const message = status === 429 ? TOO_MANY : ((STATUS_MESSAGES as Record<number, string>)[status] ?? STATUS_MESSAGES[400]);
    const code = status === 429 ? 'TOO_MANY_REQUESTS' : status === 413 ? 'PAYLOAD_TOO_LARGE' : (error.code ?? 'BAD_REQUEST');
    return reply.code(status).send({ status, code, message: status === 413 ? '요청이 너무 큽니다.' : message });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (matcher.hasOtherMethod(path, request.method)) {
      return reply.code(405).send({ status: 405, code: 'METHOD_NOT_ALLOWED', message: MESSAGES.apiMethodNotFound });
    }
    return reply.code(404).send({ status: 404, code: 'API_NOT_FOUND', message: MESSAGES.apiNotFound });
  });
}
