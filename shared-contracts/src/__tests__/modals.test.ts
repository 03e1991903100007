import { describe, expect, it } from 'vitest';
import { formatModalHash, isModalName, MODAL_OWNERS, parseModalHash, sameModalHash } from '..';

describe('modal hash format', () => {
  it.each([
    ['', null],
    ['#', null],
    ['#content', null],
    ['#company-info', { name: 'company-info', params: {} }],
    ['company-info', { name: 'company-info', params: {} }],
    ['#size-guide?goods_id=12', { name: 'size-guide', params: { goods_id: '12' } }],
    ['#policy-detail?type=privacy&lang=ko', { name: 'policy-detail', params: { type: 'privacy', lang: 'ko' } }],
    ['#review-image-zoom?q=%ED%95%9C%EA%B8%80', { name: 'review-image-zoom', params: { q: '한글' } }],
    ['#%E0%A4%A', null],
    ['#toString', null],
    ['#__proto__', null],
  ])('parseModalHash(%j)', (hash, expected) => {
    expect(parseModalHash(hash)).toEqual(expected);
  });

  it.each([
    ['company-info', {}, '#company-info'],
    ['size-guide', { goods_id: '1' }, '#size-guide?goods_id=1'],
    ['policy-detail', { type: 'privacy', a: '1' }, '#policy-detail?a=1&type=privacy'],
    ['review-image-zoom', { q: '한 글' }, '#review-image-zoom?q=%ED%95%9C+%EA%B8%80'],
  ] as const)('formatModalHash(%s, %j) = %s and parses back', (name, params, hash) => {
    expect(formatModalHash(name, params)).toBe(hash);
    expect(parseModalHash(hash)).toEqual({ name, params });
  });

  it('parameter order does not make a different modal', () => {
    expect(sameModalHash('#policy-detail?type=privacy&a=1', '#policy-detail?a=1&type=privacy')).toBe(true);
    expect(sameModalHash('#policy-detail?type=privacy', '#policy-detail?type=terms')).toBe(false);
    expect(sameModalHash('#content', '#content')).toBe(false);
  });

  it('every spec section 2 modal has an owner among the five remotes', () => {
    expect(Object.keys(MODAL_OWNERS)).toHaveLength(40);
    for (const owner of Object.values(MODAL_OWNERS)) expect(['catalog', 'exhibit', 'mypage', 'order', 'cs_center']).toContain(owner);
    expect(isModalName('guest-login')).toBe(true);
    expect(MODAL_OWNERS['guest-login']).toBe('mypage');
    expect(MODAL_OWNERS['company-info']).toBe('cs_center');
    expect(MODAL_OWNERS['size-guide']).toBe('catalog');
    expect(MODAL_OWNERS['raffle-entry']).toBe('exhibit');
    expect(MODAL_OWNERS['refund-account']).toBe('order');
  });
});
