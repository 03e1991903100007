import { describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES, searchQueryFromParams, toSearchParams, withParticleRo } from '../catalog';

describe('search URL', () => {
  it('leaves defaults out and joins lists with commas', () => {
    const params = toSearchParams({ keyword: '코트', brand_ids: [1, 3], only_sale: true, sorting: 'popular', page: 1, except_soldout: false });
    expect(params.toString()).toBe(new URLSearchParams({ keyword: '코트', brand_ids: '1,3', only_sale: '1' }).toString());
  });

  it('reads back what it wrote', () => {
    const query = searchQueryFromParams(
      toSearchParams({
        keyword: '니트',
        category_codes: ['001', '002001'],
        colors: [2],
        min_price: 10_000,
        sorting: 'price_asc',
        page: 3,
        do_not_correct: true,
      }),
    );
    expect(query).toMatchObject({
      keyword: '니트',
      category_codes: ['001', '002001'],
      colors: [2],
      min_price: 10_000,
      sorting: 'price_asc',
      page: 3,
      do_not_correct: true,
    });
  });

  it.each([
    ['page=abc&keyword=코트', { keyword: '코트', page: 1 }],
    ['sorting=cheap&brand_ids=1', { sorting: 'popular', brand_ids: [1] }],
    ['brand_ids=x,1&only_sale=1', { brand_ids: [], only_sale: true }],
  ])('falls back to the default of a bad value in %s', (search, expected) => {
    expect(searchQueryFromParams(new URLSearchParams(search))).toMatchObject(expected);
  });
});

describe('search copy', () => {
  it.each([
    ['tucm', "'tucm'(으)로 검색"],
    ['코트', "'코트'로 검색"],
    ['가방', "'가방'으로 검색"],
    ['캔들', "'캔들'로 검색"],
  ])('offers the original keyword %s', (original, text) => expect(SEARCH_MESSAGES.searchOriginal(original)).toBe(text));

  it('picks 로 for a final ㄹ', () => expect(withParticleRo('"길"', '길')).toBe('"길"로'));
});
