import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header that carries one request's id from the shell's proxy through mall-api's logs and back to the browser. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a hop may pass on: short, and only characters that cannot break a log line or a header
 * (tools/static-server.mjs applies the same rule at the edge).
 */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The id the caller sent when it is a valid one, else a new one (fastify's genReqId). */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && VALID_REQUEST_ID.test(sent) ? sent : randomUUID();
}
