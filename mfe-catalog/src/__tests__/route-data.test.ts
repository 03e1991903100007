import { describe, expect, it } from 'vitest';
import { CATALOG_TABLE } from '../declaration';
import { CATALOG_ROUTE_DATA } from '../route-data';

describe('server route data (docs/adr/0027)', () => {
  it('names only declared routes', () => {
    const declared = CATALOG_TABLE.routes.map((r) => r.path);
    for (const path of Object.keys(CATALOG_ROUTE_DATA)) expect(declared).toContain(path);
  });
});
