import { describe, expect, it } from 'vitest';
import { breakingChanges, compactForRelease, compatibilityVerdict, serializeRelease } from '../openapi-compat.mjs';

const json = (schema) => ({ content: { 'application/json': { schema } } });

/** A small API in the shape fastify-type-provider-zod publishes. */
function api(version = '1.0.0') {
  return {
    openapi: '3.0.3',
    info: { title: 'mall-api', version },
    paths: {
      '/api/v1/goods/{id}': {
        get: {
          parameters: [
            { in: 'path', name: 'id', required: true, schema: { type: 'integer', minimum: 1 } },
            { in: 'query', name: 'view', required: false, schema: { type: 'string', enum: ['card', 'full'] } },
          ],
          responses: {
            200: {
              description: 'Default Response',
              ...json({
                type: 'object',
                properties: {
                  id: { type: 'integer' },
                  name: { type: 'string' },
                  headline: { nullable: true, type: 'string' },
                  goods_type: { type: 'string', enum: ['normal', 'adult'] },
                  options: {
                    type: 'array',
                    items: { type: 'object', properties: { code: { type: 'string' }, stock: { type: 'integer' } }, required: ['code', 'stock'] },
                  },
                },
                required: ['id', 'name', 'headline', 'goods_type', 'options'],
              }),
            },
            404: { description: 'Not found', ...json({ type: 'object', properties: { message: { type: 'string' } } }) },
          },
        },
      },
      '/api/v1/carts': {
        post: {
          requestBody: {
            required: true,
            ...json({
              type: 'object',
              properties: { goods_id: { type: 'integer' }, quantity: { type: 'integer' }, memo: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
              required: ['goods_id', 'quantity'],
            }),
          },
          responses: { 201: json({ type: 'object', properties: { cart_id: { type: 'integer' } }, required: ['cart_id'] }) },
        },
        get: { responses: { 200: json({ type: 'object', properties: { count: { type: 'integer' } }, required: ['count'] }) } },
      },
    },
  };
}

/** A copy of the API with one change applied. */
function changed(edit, version) {
  const doc = structuredClone(api(version));
  edit(doc);
  return doc;
}
const goods = (doc) => doc.paths['/api/v1/goods/{id}'].get.responses[200].content['application/json'].schema;
const cartBody = (doc) => doc.paths['/api/v1/carts'].post.requestBody.content['application/json'].schema;
const kinds = (released, current) => breakingChanges(released, current).map((c) => c.kind);

describe('breakingChanges: what breaks a client of the released API', () => {
  it('nothing, between a document and itself', () => {
    expect(breakingChanges(api(), api())).toEqual([]);
  });

  it('a removed path', () => {
    const changes = breakingChanges(
      api(),
      changed((d) => delete d.paths['/api/v1/carts']),
    );
    expect(changes).toEqual([expect.objectContaining({ kind: 'path-removed', where: '/api/v1/carts' })]);
    expect(changes[0].message).toMatch(/없어졌습니다/);
  });

  it('a removed operation on a path that stays', () => {
    expect(
      breakingChanges(
        api(),
        changed((d) => delete d.paths['/api/v1/carts'].get),
      ),
    ).toEqual([expect.objectContaining({ kind: 'operation-removed', where: 'GET /api/v1/carts' })]);
  });

  it('a success response that is gone (error responses are not a promise)', () => {
    expect(
      kinds(
        api(),
        changed((d) => delete d.paths['/api/v1/carts'].post.responses[201]),
      ),
    ).toEqual(['response-removed']);
    expect(
      kinds(
        api(),
        changed((d) => delete d.paths['/api/v1/goods/{id}'].get.responses[404]),
      ),
    ).toEqual([]);
  });

  it('a removed response field, also inside array items', () => {
    expect(
      breakingChanges(
        api(),
        changed((d) => delete goods(d).properties.headline),
      ),
    ).toEqual([expect.objectContaining({ kind: 'response-field-removed', where: 'GET /api/v1/goods/{id} 200.headline' })]);
    expect(
      breakingChanges(
        api(),
        changed((d) => delete goods(d).properties.options.items.properties.stock),
      ),
    ).toEqual([expect.objectContaining({ kind: 'response-field-removed', where: 'GET /api/v1/goods/{id} 200.options[].stock' })]);
  });

  it('a response field that may now be missing, null, of another type or of a new enum value', () => {
    expect(
      kinds(
        api(),
        changed((d) => (goods(d).required = goods(d).required.filter((n) => n !== 'name'))),
      ),
    ).toEqual(['response-field-optional']);
    expect(
      kinds(
        api(),
        changed((d) => (goods(d).properties.name.nullable = true)),
      ),
    ).toEqual(['response-type-widened']);
    expect(
      kinds(
        api(),
        changed((d) => (goods(d).properties.id = { type: 'string' })),
      ),
    ).toEqual(['response-type-widened']);
    expect(
      kinds(
        api(),
        changed((d) => goods(d).properties.goods_type.enum.push('giftcard')),
      ),
    ).toEqual(['response-enum-widened']);
  });

  it('a request field or parameter newly required', () => {
    expect(
      breakingChanges(
        api(),
        changed((d) => cartBody(d).required.push('memo')),
      ),
    ).toEqual([expect.objectContaining({ kind: 'request-field-required', where: 'POST /api/v1/carts body.memo' })]);
    expect(
      kinds(
        api(),
        changed((d) => (d.paths['/api/v1/goods/{id}'].get.parameters[1].required = true)),
      ),
    ).toEqual(['request-field-required']);
    const newParam = changed((d) => (d.paths['/api/v1/carts'].get.parameters = [{ in: 'query', name: 'scope', required: true, schema: { type: 'string' } }]));
    expect(kinds(api(), newParam)).toEqual(['request-field-required']);
  });

  it('a request type narrowed: another type, null refused, an enum value refused', () => {
    expect(
      kinds(
        api(),
        changed((d) => (cartBody(d).properties.quantity = { type: 'string' })),
      ),
    ).toEqual(['request-type-narrowed']);
    expect(
      kinds(
        api(),
        changed((d) => (cartBody(d).properties.memo = { type: 'string' })),
      ),
    ).toEqual(['request-type-narrowed']);
    expect(
      kinds(
        api(),
        changed((d) => (d.paths['/api/v1/goods/{id}'].get.parameters[1].schema.enum = ['card'])),
      ),
    ).toEqual(['request-enum-narrowed']);
  });

  it('additive changes pass: new paths, operations, optional request fields, response fields, wider requests, narrower responses', () => {
    const additive = changed((d) => {
      d.paths['/api/v1/wishes'] = { get: { responses: { 200: json({ type: 'object' }) } } };
      d.paths['/api/v1/carts'].delete = { responses: { 204: { description: 'No Content' } } };
      cartBody(d).properties.gift_wrap = { type: 'boolean' };
      goods(d).properties.badge = { type: 'string' };
      goods(d).required.push('badge');
      d.paths['/api/v1/goods/{id}'].get.parameters[1].schema.enum.push('compact');
      cartBody(d).properties.quantity = { type: ['integer', 'string'] };
      cartBody(d).required = ['goods_id'];
      goods(d).properties.goods_type.enum = ['normal'];
      goods(d).properties.headline = { type: 'string' };
      d.paths['/api/v1/carts'].get.responses[200].content['application/json'].schema.properties.count.minimum = 0;
    });
    expect(breakingChanges(api(), additive)).toEqual([]);
  });

  it('follows $refs on either side', () => {
    const withRefs = changed((d) => {
      d.components = { schemas: { Option: goods(d).properties.options.items } };
      goods(d).properties.options.items = { $ref: '#/components/schemas/Option' };
    });
    expect(breakingChanges(api(), withRefs)).toEqual([]);
    const removed = structuredClone(withRefs);
    delete removed.components.schemas.Option.properties.code;
    expect(kinds(withRefs, removed)).toEqual(['response-field-removed']);
  });
});

describe('compatibilityVerdict: a breaking change needs a major version', () => {
  const breaking = (version) => changed((d) => delete d.paths['/api/v1/carts'], version);

  it('fails a breaking change under the same major, naming the version to use', () => {
    const verdict = compatibilityVerdict(api('1.4.0'), breaking('1.5.0'));
    expect(verdict.ok).toBe(false);
    expect(verdict.reason).toContain('2.0.0');
    expect(verdict.changes).toHaveLength(1);
  });

  it('passes it with the major bumped', () => {
    expect(compatibilityVerdict(api('1.4.0'), breaking('2.0.0')).ok).toBe(true);
  });

  it('passes additive changes without a bump, and refuses a version below the released one', () => {
    expect(compatibilityVerdict(api('1.4.0'), api('1.4.0'))).toMatchObject({ ok: true, changes: [] });
    expect(compatibilityVerdict(api('1.4.0'), api('1.3.9')).ok).toBe(false);
  });
});

describe('compactForRelease: the baseline the repository keeps', () => {
  it('reads the same as the full document, and a change shows against it as against the full one', () => {
    const compact = JSON.parse(serializeRelease(compactForRelease(api())));
    expect(breakingChanges(compact, api())).toEqual([]);
    expect(breakingChanges(api(), compact)).toEqual([]);
    expect(
      kinds(
        compact,
        changed((d) => delete goods(d).properties.options.items.properties.stock),
      ),
    ).toEqual(['response-field-removed']);
    expect(compact.info).toEqual({ title: 'mall-api', version: '1.0.0' });
    expect(JSON.stringify(compact)).not.toContain('Default Response');
  });
});
