import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyPluginCallback } from 'fastify';

/**
 * OpenTelemetry traces (issue 27): off unless the standard variables ask for them, with OTEL_TRACES_EXPORTER
 * (`otlp`, `console`; `none` keeps them off) or an OTLP endpoint (OTEL_EXPORTER_OTLP_ENDPOINT,
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT); OTEL_SDK_DISABLED=true wins. The rest (OTEL_SERVICE_NAME,
 * OTEL_TRACES_SAMPLER, OTEL_RESOURCE_ATTRIBUTES, headers, protocol) is read by the SDK itself.
 */
export function tracingWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = env.OTEL_TRACES_EXPORTER?.split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (exporters?.length) return exporters.some((e) => e !== 'none');
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

type SpanProcessors = NonNullable<ConstructorParameters<typeof import('@opentelemetry/sdk-node').NodeSDK>[0]>['spanProcessors'];

let requestSpans: (() => FastifyPluginCallback) | null = null;

/**
 * Starts the SDK: a span per request (@fastify/otel, continuing the caller's traceparent), per node-postgres
 * query (instrumentation-pg: pg is loaded with `require` after this, db/client.ts) and per PGlite query
 * (db/client.ts, pgliteSpans). Before the database is opened and the app built. `spanProcessors` replace
 * the exporters the variables name (tests: an in-memory exporter).
 */
export async function startTracing(options: { spanProcessors?: SpanProcessors } = {}) {
  const [{ NodeSDK }, { PgInstrumentation }, { FastifyOtelInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
  ]);
  const fastify = new FastifyOtelInstrumentation();
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || 'mall-api',
    instrumentations: [new PgInstrumentation({ requireParentSpan: true }), fastify],
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : {}),
  });
  sdk.start();
  requestSpans = () => fastify.plugin();
  return {
    shutdown: async () => {
      requestSpans = null;
      await sdk.shutdown();
    },
  };
}

/** The fastify plugin that makes each request a span, when tracing runs (app.ts registers it before every route). */
export const requestSpansPlugin = () => requestSpans?.() ?? null;

export const tracingActive = () => requestSpans !== null;

type Run = (...args: unknown[]) => Promise<unknown>;
interface Queries {
  query: Run;
  exec: Run;
}

/**
 * PGlite has no instrumentation: its queries (and those of its transactions) become spans here, named and
 * attributed as instrumentation-pg's are, so a trace reads the same on either driver. The SQL text carries
 * placeholders, never the values.
 */
export function pgliteSpans<T extends object>(client: T): T {
  const tracer = trace.getTracer('mall-api-pglite');
  const traced =
    (operation: string, run: Run): Run =>
    (...args) => {
      const statement = typeof args[0] === 'string' ? args[0] : '';
      const span = tracer.startSpan(`pglite.${operation}`, {
        kind: SpanKind.CLIENT,
        attributes: { 'db.system': 'postgresql', 'db.statement': statement.slice(0, 1000) },
      });
      return run(...args).then(
        (result) => (span.end(), result),
        (error: unknown) => {
          span.setStatus({ code: SpanStatusCode.ERROR, message: String((error as Error)?.message ?? error) });
          span.end();
          throw error;
        },
      );
    };
  const wrap = (target: Queries) => {
    target.query = traced('query', target.query.bind(target));
    target.exec = traced('exec', target.exec.bind(target));
    return target;
  };
  const pglite = client as unknown as Queries & { transaction: (fn: (tx: Queries) => Promise<unknown>) => Promise<unknown> };
  wrap(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (fn) => transaction((tx) => fn(wrap(tx)));
  return client;
}
