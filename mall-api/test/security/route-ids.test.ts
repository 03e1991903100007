import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-app';
import { bearer, loginDemo } from '../helpers/api';

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
}
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: OpenApiParameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
}

/** Values a path or an id query parameter must answer with 4xx, never 5xx. */
const HOSTILE = ['2147483648', '-1', '%00', 'x'.repeat(10_240)];
/** Query and body fields that carry an id (`id`, `goods_id`, `sort_id`, `item_ids`, `after`…). */
const ID_QUERY = /(^|_)(id|ids|no|after|before|cursor)$/;
/** A body field's hostile value: numbers where the contract wants a number, strings otherwise. */
const bodyValue = (schema: JsonSchema, value: string): unknown => {
  const types = [schema.type, ...(schema.anyOf ?? []).map((s) => s.type)].flat();
  if (types.includes('array')) return [bodyValue({ type: types.includes('integer') ? 'integer' : 'string' }, value)];
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+$/.test(value)) return Number(value);
  return value === '%00' ? '\u0000' : value;
};

/**
 * Issue 25 item 11: 2^31 as an id answered 500 on four endpoints. Every route of mall-api's OpenAPI
 * document, with each path parameter (and each id-like query parameter) set to 2^31, -1, NUL and a 10 KB
 * string, as a visitor and as a member: no answer is a 5xx.
 */
describe('every registered route with hostile ids', () => {
  let ctx: TestContext;
  let doc: OpenApiDocument;
  let token: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    doc = ctx.app.swagger() as unknown as OpenApiDocument;
    token = (await loginDemo(ctx.app)).token;
  });
  afterAll(() => ctx?.close());

  it('walks the OpenAPI routes and sees no 5xx', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const params = operation.parameters ?? [];
        const pathNames = params.filter((p) => p.in === 'path').map((p) => p.name);
        const idQueries = params.filter((p) => p.in === 'query' && ID_QUERY.test(p.name)).map((p) => p.name);
        const bodyProps = Object.entries(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}).filter(([name]) =>
          ID_QUERY.test(name),
        );
        if (pathNames.length === 0 && idQueries.length === 0 && bodyProps.length === 0) continue;
        // Each value in every id at once, and in the query and body only beside a real path id (1: seeded rows).
        const variants = HOSTILE.flatMap((value) => [
          { value, pathValue: value },
          ...(pathNames.length > 0 && (idQueries.length > 0 || bodyProps.length > 0) ? [{ value, pathValue: '1' }] : []),
        ]);
        for (const { value, pathValue } of variants) {
          const path = template.replace(/\{([^}]+)\}/g, () => pathValue);
          const query = idQueries.map((name) => `${name}=${value}`).join('&');
          const url = query ? `${path}?${query}` : path;
          const payload =
            method === 'get' || method === 'delete' ? undefined : Object.fromEntries(bodyProps.map(([name, schema]) => [name, bodyValue(schema, value)]));
          for (const [who, headers] of [
            ['visitor', {}],
            ['member', bearer(token)],
          ] as const) {
            const res = await ctx.app.inject({ method: method.toUpperCase() as 'GET', url, headers, ...(payload ? { payload } : {}) });
            calls++;
            if (res.statusCode >= 500) failures.push(`${method.toUpperCase()} ${template} ← ${value.slice(0, 12)} (${who}): ${res.statusCode}`);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  }, 240_000);
});
