import { REMOTE_NAMES } from '@mall/shared-contracts';
import { ClientErrorReportSchema, type ClientErrorReport } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Counter } from 'prom-client';
import { z } from 'zod';
import { errorResponses } from '../../../../lib/route-schemas';
import { clientErrorRateLimit } from '../../../../plugins/external/security';

export const CLIENT_ERRORS_PATH = '/api/v1/client-errors';
/** A report is a few short strings (the contract caps each): anything bigger is not one. */
export const CLIENT_ERROR_BODY_LIMIT = 2048;
/** The remotes a label may name (`cs_center` as a report spells it); any other name is counted as `other`. */
const KNOWN_REMOTES = new Set(['shell', 'unknown', ...REMOTE_NAMES.map((name) => name.replaceAll('_', '-'))]);
/** Versions a remote's label keeps (deploys come and go; a forged version cannot add series past this). */
const VERSIONS_PER_REMOTE = 20;
const VERSION_LABEL_LENGTH = 32;

/**
 * The labels of a report, bounded whatever a browser sends: kind is the contract's enum, an unknown remote
 * is `other`, a version is cut to 32 characters and each remote keeps its first 20 versions (then `other`).
 */
export function clientErrorLabels() {
  const versions = new Map<string, Set<string>>();
  return ({ kind, remote, version }: Pick<ClientErrorReport, 'kind' | 'remote' | 'version'>) => {
    const name = KNOWN_REMOTES.has(remote) ? remote : 'other';
    const cut = version.slice(0, VERSION_LABEL_LENGTH);
    const seen = versions.get(name) ?? versions.set(name, new Set()).get(name)!;
    if (!seen.has(cut) && seen.size < VERSIONS_PER_REMOTE) seen.add(cut);
    return { kind, remote: name, version: seen.has(cut) ? cut : 'other' };
  };
}

/**
 * What a shopper's browser reports (an uncaught error, a remote that failed to load, an event the bus dropped):
 * counted in `mall_client_errors_total{kind,remote,version}` and logged at warn with the request id. 204,
 * bounded in size and per client (rate limit).
 */
export const clientErrorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = new Counter({
    name: 'mall_client_errors_total',
    help: "Errors shoppers' browsers reported, by kind, frontend (remote) and its deployed version.",
    labelNames: ['kind', 'remote', 'version'],
    registers: [app.metrics.registry],
  });
  const labels = clientErrorLabels();

  app.post(
    CLIENT_ERRORS_PATH,
    {
      bodyLimit: CLIENT_ERROR_BODY_LIMIT,
      config: clientErrorRateLimit(),
      schema: {
        tags: ['observability'],
        summary: '브라우저 오류 보고 (처리되지 않은 오류, 리모트 로드 실패, 계약 위반 이벤트)',
        body: ClientErrorReportSchema,
        response: { 204: z.null().describe('기록됨'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const report = request.body;
      reports.inc(labels(report));
      request.log.warn({ clientError: report }, 'client error reported');
      return reply.code(204).send(null);
    },
  );
};

export default clientErrorsRoutes;
