import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canIDeploy } from '../../tools/can-i-deploy.mjs';
import { REMOTE_DIRS, scannedDeclaration, scannedShellDeclaration } from '../../tools/declarations.mjs';
import { buildTestApp, type TestContext } from './helpers/build-app';

/*
 * can-i-deploy in CI (docs/adr/0017): every remote of this checkout against this checkout's shell
 * and this mall-api's OpenAPI, as `npm run can-i-deploy -- <remote>` checks a build before a deploy.
 * A remote that calls an operation mall-api no longer has, a platform member the shell dropped, or an
 * event payload its consumers would refuse fails here.
 */
describe('can-i-deploy: every remote against this shell and this mall-api', () => {
  let ctx: TestContext;
  let openapi: object;
  beforeAll(async () => {
    ctx = await buildTestApp();
    openapi = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => ctx?.close());

  it.each(Object.keys(REMOTE_DIRS))('%s may deploy', async (name) => {
    const shell = await scannedShellDeclaration();
    const candidate = await scannedDeclaration(name);
    const deployed = Object.fromEntries(await Promise.all(Object.keys(REMOTE_DIRS).map(async (n) => [n, await scannedDeclaration(n)] as const)));
    expect(candidate.api.length, 'the scan finds the mall-api calls').toBeGreaterThan(0);
    expect(canIDeploy({ candidate, shell, deployed, openapi })).toEqual([]);
  });
});
