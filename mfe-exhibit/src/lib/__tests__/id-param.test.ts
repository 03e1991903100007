import { describe, expect, it } from 'vitest';
import { idParamOf } from '../id-param';

describe('idParamOf', () => {
  it('reads a database id and refuses everything else', () => {
    expect(idParamOf('7')).toBe(7);
    expect(idParamOf('2147483647')).toBe(2_147_483_647);
    for (const bad of [undefined, '', '0', '-1', '1.5', ' 1', '1e3', 'abc', '2147483648']) expect(idParamOf(bad)).toBeNull();
  });
});
