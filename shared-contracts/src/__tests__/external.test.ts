import { describe, expect, it } from 'vitest';
import { externalPathFor, externalUrlOf } from '..';

describe('externalUrlOf', () => {
  it.each([
    ['https://instagram.com/kmall.official', 'https://instagram.com/kmall.official'],
    ['  http://example.com/a?b=1#c ', 'http://example.com/a?b=1#c'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['/goods/detail/1', null],
    ['//evil.example', null],
    ['https://user:pw@evil.example', null],
    ['ftp://files.example', null],
    ['', null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(externalUrlOf(value)?.href ?? null).toBe(expected);
  });

  it('puts the address in the query of /external', () => {
    expect(externalPathFor('https://a.example/x?y=1&z=2')).toBe('/external?url=https%3A%2F%2Fa.example%2Fx%3Fy%3D1%26z%3D2');
  });
});
