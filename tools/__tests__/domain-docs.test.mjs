import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_OWNERS, DOMAINS, MARKER, dataOwnershipProblems, expectedPage, renderReference } from '../domain-docs.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('domain pages (docs/domains)', () => {
  it('give every schema and seed file of mall-api exactly one owning domain', () => {
    expect(dataOwnershipProblems()).toEqual([]);
  });

  it('are up to date with the declarations, the scanned API calls and the data owners', async () => {
    for (const domain of DOMAINS) {
      const page = domain === 'cs_center' ? 'cs-center' : domain;
      const current = fs.readFileSync(path.join(ROOT, 'docs/domains', `${page}.md`), 'utf8');
      expect(current.includes(MARKER), `${page}.md has the generated part`).toBe(true);
      expect(current, `docs/domains/${page}.md: run node tools/domain-docs.mjs`).toBe(await expectedPage(domain));
    }
  }, 60_000);

  it('list what the remote declares and calls', async () => {
    const order = await renderReference('order');
    expect(order).toContain('| `/cart`');
    expect(order).toMatch(/`POST \/api\/v1\/orders\/start`/);
    expect(order).toContain('`orders.ts`'.replace('orders.ts', 'mall-api/src/db/schema/orders.ts'));
    expect(Object.keys(DATA_OWNERS)).toEqual(DOMAINS);
  }, 60_000);
});
