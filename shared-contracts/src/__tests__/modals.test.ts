import { describe, expect, it } from 'vitest';
import { formatModalHash, parseModalHash, sameModalHash } from '..';
import { SPEC_MODALS } from '../spec-samples';

describe('modal hash format', () => {
  it.each([
    ['', null],
    ['#', null],
    // Any word of the modal syntax parses; whether a remote declares it is the shell's question (see below).
    ['#content', { name: 'content', params: {} }],
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
    expect(sameModalHash('#%E0%A4%A', '#%E0%A4%A')).toBe(false);
  });

  it('only declared names are modals when the caller says which are', () => {
    const declared = (name: string) => name === 'size-guide';
    expect(parseModalHash('#size-guide?goods_id=1', declared)).toEqual({ name: 'size-guide', params: { goods_id: '1' } });
    expect(parseModalHash('#company-info', declared)).toBeNull();
  });

  it('every spec section 2 modal has an owner among the five remotes', () => {
    expect(Object.keys(SPEC_MODALS)).toHaveLength(40);
    for (const owner of Object.values(SPEC_MODALS)) expect(['catalog', 'exhibit', 'mypage', 'order', 'cs_center']).toContain(owner);
    expect(SPEC_MODALS['guest-login']).toBe('mypage');
    expect(SPEC_MODALS['company-info']).toBe('cs_center');
    expect(SPEC_MODALS['size-guide']).toBe('catalog');
    expect(SPEC_MODALS['raffle-entry']).toBe('exhibit');
    expect(SPEC_MODALS['refund-account']).toBe('order');
    for (const name of Object.keys(SPEC_MODALS)) expect(parseModalHash(`#${name}`)?.name, name).toBe(name);
  });
});
