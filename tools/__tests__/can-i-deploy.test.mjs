import { describe, expect, it } from 'vitest';
import { canIDeploy, payloadProblems } from '../can-i-deploy.mjs';
import { eventPayloadShapes, platformSurface } from '../declarations.mjs';

// The deployed shell as its build describes it (shell-declaration.json), from this checkout's contracts.
const shapes = await eventPayloadShapes();
const surface = await platformSurface();
const shell = {
  name: 'shell',
  provides: { '@mall/shared-contracts': '2.0.0', '@mall/shared-ui': '1.1.0' },
  routes: [{ path: '/sidebar' }],
  platform: surface,
  events: { emits: ['session.changed', 'cart.countChanged'], consumes: ['cart.countChanged', 'wish.changed', 'track.addToCart'] },
  eventSchemas: shapes,
};
const openapi = {
  paths: {
    '/api/v1/goods/{id}': { get: {} },
    '/api/v1/carts': { get: {}, post: {} },
  },
};
const catalog = (over = {}) => ({
  name: 'catalog',
  version: '1.0.0',
  contracts: { '@mall/shared-contracts': '^2.0.0', '@mall/shared-ui': '^1.1.0' },
  routes: [{ path: '/goods/detail/:id', sample: '/goods/detail/1' }],
  modals: ['size-guide'],
  events: { emits: ['cart.countChanged', 'wish.changed'], consumes: ['session.changed'] },
  eventSchemas: { 'cart.countChanged': shapes['cart.countChanged'], 'wish.changed': shapes['wish.changed'], 'session.changed': shapes['session.changed'] },
  platform: ['bus.emit', 'bus.on', 'modals.open', 'history.back', 'navigate'],
  api: ['GET /api/v1/goods/{}', 'POST /api/v1/carts', '* /api/v1/carts'],
  ...over,
});
const clone = (value) => JSON.parse(JSON.stringify(value));

describe('can-i-deploy', () => {
  it('passes a remote built against what is deployed', () => {
    expect(canIDeploy({ candidate: catalog(), shell, openapi })).toEqual([]);
  });

  it('passes additive changes: a new optional payload field, a newer platform and API than the remote uses, an older minor built against', () => {
    const wish = clone(shapes['wish.changed']);
    wish.properties.source = { type: 'string' };
    const candidate = catalog({
      contracts: { '@mall/shared-contracts': '^2.0.0', '@mall/shared-ui': '^1.0.0' },
      eventSchemas: { ...catalog().eventSchemas, 'wish.changed': wish },
    });
    const newerShell = { ...shell, platform: [...surface, 'modals.replace'], eventSchemas: { ...shapes, 'x.new': { type: 'object' } } };
    expect(canIDeploy({ candidate, shell: newerShell, openapi: { paths: { ...openapi.paths, '/api/v1/new': { get: {} } } } })).toEqual([]);
  });

  it('fails on an event payload change the shell consumes (a required field renamed)', () => {
    const changed = clone(shapes['cart.countChanged']);
    changed.properties = { total: changed.properties.count };
    changed.required = ['total'];
    const problems = canIDeploy({ candidate: catalog({ eventSchemas: { ...catalog().eventSchemas, 'cart.countChanged': changed } }), shell, openapi });
    expect(problems.join('\n')).toMatch(/이벤트 cart\.countChanged → shell: \.count/);
  });

  it('fails when a payload the remote consumes changed type in the shell that emits it', () => {
    const session = clone(shapes['session.changed']);
    session.properties.state = { type: 'string', enum: ['visitor', 'member', 'guest', 'admin'] };
    const problems = canIDeploy({ candidate: catalog(), shell: { ...shell, eventSchemas: { ...shapes, 'session.changed': session } }, openapi });
    expect(problems.join('\n')).toMatch(/이벤트 session\.changed ← shell: \.state: 값/);
  });

  it('fails on a removed platform method a remote calls', () => {
    const problems = canIDeploy({ candidate: catalog(), shell: { ...shell, platform: surface.filter((m) => m !== 'modals.open') }, openapi });
    expect(problems).toEqual(['플랫폼 modals.open: 배포된 셸에 없습니다']);
  });

  it('fails on a mall-api operation the OpenAPI no longer has', () => {
    const problems = canIDeploy({ candidate: catalog(), shell, openapi: { paths: { '/api/v1/carts': { get: {}, post: {} } } } });
    expect(problems).toEqual(['API GET /api/v1/goods/{}: 배포된 mall-api의 OpenAPI에 없습니다']);
  });

  it('fails on a contracts major the shell does not provide, or a newer minor', () => {
    expect(canIDeploy({ candidate: catalog({ contracts: { '@mall/shared-contracts': '^3.0.0', '@mall/shared-ui': '^1.1.0' } }), shell, openapi })[0]).toMatch(
      /메이저 버전 불일치/,
    );
    expect(canIDeploy({ candidate: catalog({ contracts: { '@mall/shared-contracts': '^2.0.0', '@mall/shared-ui': '^1.2.0' } }), shell, openapi })[0]).toMatch(
      /새 버전/,
    );
  });

  it('fails on a path another deployed remote or the shell claims, and on an event the shell does not know', () => {
    const mypage = { ...catalog(), name: 'mypage', routes: [{ path: '/goods/detail/:goodsId', sample: '/goods/detail/2' }], modals: [] };
    expect(canIDeploy({ candidate: catalog(), shell, deployed: { mypage }, openapi }).join('\n')).toMatch(/\/goods\/detail\/:id: mypage와 catalog/);
    expect(canIDeploy({ candidate: catalog({ routes: [{ path: '/sidebar', sample: '/sidebar' }] }), shell, openapi }).join('\n')).toMatch(/shell와 catalog/);
    const unknown = catalog({ events: { emits: ['catalog.viewed'], consumes: [] } });
    expect(canIDeploy({ candidate: unknown, shell, openapi })).toEqual(['이벤트 catalog.viewed: 배포된 셸이 모르는 이벤트입니다 (버스가 버립니다)']);
  });

  it('payloadProblems: a narrower producer passes, a wider or missing one fails', () => {
    const consumer = { type: 'object', properties: { n: { type: 'number' }, s: { type: 'string', enum: ['a', 'b'] } }, required: ['n'] };
    expect(
      payloadProblems({ type: 'object', properties: { n: { type: 'integer' }, s: { type: 'string', enum: ['a'] } }, required: ['n', 's'] }, consumer),
    ).toEqual([]);
    expect(payloadProblems({ type: 'object', properties: { n: { type: 'string' } }, required: ['n'] }, consumer)).toEqual(['.n: 타입 string → number']);
    expect(payloadProblems({ type: 'object', properties: { n: { type: 'number' } }, required: [] }, consumer)).toEqual([
      '.n: 소비자가 필요로 하지만 생산자가 보장하지 않습니다',
    ]);
  });
});
