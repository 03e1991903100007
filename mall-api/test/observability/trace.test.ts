import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as otel from '@opentelemetry/api';
import { tracing } from '@opentelemetry/sdk-node';
import { CHECKOUT_API, ORDER_API, OrderResultSchema, OrderStartResponseSchema, PreparePayResponseSchema } from '@mall/shared-contracts/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../../tools/static-server.mjs';
import type { App } from '../../src/app';
import { startTracing, tracingWanted } from '../../src/lib/tracing';
import { bearer, expectBody, loginDemo, sandboxPg } from '../helpers/api';
import { buildTestApp } from '../helpers/build-app';
import { DEMO_ORDERER, DEMO_RECEIVER, pickOption } from '../helpers/fixtures';

/**
 * Issue 27: one trace from the shell's proxy through mall-api's request to the database calls of a checkout
 * (the payment result that takes the stock and records the payment), exported to an in-memory exporter.
 */
describe('traces', () => {
  const exporter = new tracing.InMemorySpanExporter();
  let stopTracing: () => Promise<void>;
  let app: App;
  let dispose: () => Promise<void>;
  let shell: ReturnType<typeof createStaticServer>;
  let shellUrl: string;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-shell-'));

  beforeAll(async () => {
    ({ shutdown: stopTracing } = await startTracing({ spanProcessors: [new tracing.SimpleSpanProcessor(exporter)] }));
    // The test app's limits (buildTestApp): the login below shares its address's buckets with every other
    // test file of the run when they live in Redis.
    ({ app, close: dispose } = await buildTestApp());
    await app.listen({ port: 0, host: '127.0.0.1' });
    fs.writeFileSync(path.join(dist, 'index.html'), '<div id="root"></div>');
    shell = createStaticServer({ dir: dist, spa: true, proxy: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, otel });
    await new Promise<void>((resolve) => shell.listen(0, '127.0.0.1', resolve));
    shellUrl = `http://127.0.0.1:${(shell.address() as AddressInfo).port}`;
  }, 300_000);
  afterAll(async () => {
    await new Promise((resolve) => shell?.close(resolve));
    await dispose?.();
    await stopTracing?.();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('is off unless the standard variables ask for it', () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'console', OTEL_SDK_DISABLED: 'true' })).toBe(false);
  });

  it('follows a checkout from the shell proxy through mall-api to its database calls in one trace', async () => {
    const member = bearer((await loginDemo(app)).token);
    const option = await pickOption(app.db, { minStock: 5 });
    const started = expectBody(
      await app.inject({
        method: 'POST',
        url: ORDER_API.start,
        headers: { ...member, 'idempotency-key': crypto.randomUUID() },
        payload: { items: [{ goods_id: option.goodsId, option_id: option.optionId, ea: 1 }] },
      }),
      200,
      OrderStartResponseSchema,
    );
    const prepared = expectBody(
      await app.inject({
        method: 'POST',
        url: CHECKOUT_API.preparePay(started.order_id),
        headers: { ...member, 'idempotency-key': crypto.randomUUID() },
        payload: { orderer: DEMO_ORDERER, receiver: DEMO_RECEIVER, payment: { method: 'card', card_company: 'shinhan' } },
      }),
      200,
      PreparePayResponseSchema,
    );
    await sandboxPg(app, prepared.pg_tid, 'approve');
    exporter.reset();

    // The browser's call, through the shell's server as in production.
    const res = await fetch(`${shellUrl}${CHECKOUT_API.result(started.order_id)}`, {
      method: 'POST',
      headers: { ...member, 'content-type': 'application/json', 'idempotency-key': `result-${prepared.pg_tid}` },
      body: JSON.stringify({ pg_tid: prepared.pg_tid }),
    });
    expect(res.status).toBe(200);
    expect(OrderResultSchema.parse(await res.json()).status).toBe('paid');

    await expect.poll(() => exporter.getFinishedSpans().some((s) => s.name === 'POST /api')).toBe(true);
    const spans = exporter.getFinishedSpans();
    const proxy = spans.find((s) => s.name === 'POST /api')!;
    const traceId = proxy.spanContext().traceId;
    const inTrace = spans.filter((s) => s.spanContext().traceId === traceId);
    const parentOf = (s: (typeof spans)[number]) => s.parentSpanContext?.spanId;
    const request = inTrace.find((s) => s.name === 'request' && parentOf(s) === proxy.spanContext().spanId);
    expect(request, inTrace.map((s) => s.name).join(', ')).toBeDefined();
    expect(request!.attributes['http.route']).toBe(CHECKOUT_API.result(':orderId'));
    // Database calls under the request (through its handler's spans), on either driver.
    const byId = new Map(inTrace.map((s) => [s.spanContext().spanId, s]));
    const under = (s: (typeof spans)[number]): boolean => {
      for (let p = parentOf(s); p; p = byId.get(p) && parentOf(byId.get(p)!)) if (p === request!.spanContext().spanId) return true;
      return false;
    };
    // instrumentation-pg names the system in `db.system` or, by the newer conventions, `db.system.name`.
    const isDatabase = (s: (typeof spans)[number]) => (s.attributes['db.system'] ?? s.attributes['db.system.name']) === 'postgresql';
    const database = inTrace.filter((s) => isDatabase(s) && under(s));
    expect(database.length, inTrace.map((s) => s.name).join(', ')).toBeGreaterThan(3);
    expect(database.some((s) => /update/i.test(String(s.attributes['db.statement'] ?? s.attributes['db.query.text'] ?? s.name)))).toBe(true);
    // Nothing of that checkout went to another trace.
    expect(spans.filter((s) => s.spanContext().traceId !== traceId && isDatabase(s))).toEqual([]);
  });
});
