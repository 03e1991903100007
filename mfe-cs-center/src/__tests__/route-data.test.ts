import { describe, expect, it } from 'vitest';
import { CS_CENTER_TABLE } from '../declaration';
import { CS_CENTER_ROUTE_DATA } from '../route-data';

describe('server route data (docs/adr/0027)', () => {
  it('names only declared routes', () => {
    const declared = CS_CENTER_TABLE.routes.map((r) => r.path);
    for (const path of Object.keys(CS_CENTER_ROUTE_DATA)) expect(declared).toContain(path);
  });
});
