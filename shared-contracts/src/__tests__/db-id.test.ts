import { describe, expect, it } from 'vitest';
import { dbIdParamOf, MAX_DB_ID } from '../db-id';
import { IdParamSchema, INPUT_LIMITS } from '../schemas';

describe('dbIdParamOf', () => {
  it('reads a database id and refuses everything else', () => {
    expect(dbIdParamOf('7')).toBe(7);
    expect(dbIdParamOf('2147483647')).toBe(2_147_483_647);
    for (const bad of [undefined, null, '', '0', '00', '-1', '1.5', ' 1', '1e3', 'abc', '2147483648', '99999999999'])
      expect(dbIdParamOf(bad), String(bad)).toBeNull();
  });

  it('takes exactly the ids mall-api takes in a path', () => {
    expect(INPUT_LIMITS.maxDbId).toBe(MAX_DB_ID);
    for (const raw of ['1', '2147483647', '2147483648', '0']) expect(dbIdParamOf(raw) !== null).toBe(IdParamSchema.safeParse({ id: raw }).success);
  });
});
