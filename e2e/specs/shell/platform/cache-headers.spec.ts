import { expect, test } from '../../../fixtures/test';
import { portOf } from '../../../../tools/ports.mjs';

const CATALOG = `http://localhost:${portOf('catalog')}`;

/**
 * The CDN contract of the static servers: a redeploy replaces manifests and entries (no-cache),
 * while content-hashed chunks never change (immutable). Browser-independent, so desktop only.
 */

test('a remote serves its manifest and remoteEntry no-cache and hashed chunks immutable, with CORS and gzip', async ({ request }) => {
  const manifestRes = await request.get(`${CATALOG}/mf-manifest.json`);
  expect(manifestRes.status()).toBe(200);
  expect(manifestRes.headers()['cache-control']).toBe('no-cache');
  expect(manifestRes.headers()['access-control-allow-origin']).toBe('*');
  const manifest = (await manifestRes.json()) as { metaData: { remoteEntry: { name: string } } };

  const entry = await request.get(`${CATALOG}/${manifest.metaData.remoteEntry.name}`);
  expect(entry.headers()['cache-control']).toBe('no-cache');

  const chunkName = JSON.stringify(manifest).match(/[\w.-]+\.[0-9a-f]{6}\.js/)?.[0];
  expect(chunkName, 'a content-hashed chunk listed in the manifest').toBeTruthy();
  const chunk = await request.get(`${CATALOG}/${chunkName}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(chunk.status()).toBe(200);
  expect(chunk.headers()['cache-control']).toMatch(/immutable/);
  expect(chunk.headers()['content-encoding']).toBe('gzip');
});

test('the shell serves its document and runtime-config.json no-cache', async ({ request }) => {
  for (const path of ['/', '/goods/detail/1', '/runtime-config.json', '/mf-manifest.json']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe('no-cache');
  }
});
