import { isSpecPath } from '@mall/shared-contracts/spec-samples';
import {
  AutocompleteResponseSchema,
  BasicSearchWordsResponseSchema,
  HotSearchResponseSchema,
  SEARCH_READY_API,
  SEARCH_READY_LIMITS,
} from '@mall/shared-contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicSearchWords, searchLogs } from '../../../../../src/db/schema';
import { BASIC_SEARCH_WORDS, DEMO_SEARCHES, seedBasicSearchWords } from '../../../../../src/db/seed/search-seed';
import { rankHotWords } from '../../../../../src/plugins/app/catalog/search/search-sql';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { expectApiError, expectBody } from '../../../../helpers/api';

const HOUR = 3_600_000;

describe('search-ready: hot searches and auto-complete', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  const autocomplete = async (keyword: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `${SEARCH_READY_API.autocomplete}?${new URLSearchParams({ keyword }).toString()}` });
    return expectBody(res, 200, AutocompleteResponseSchema);
  };

  it('answers the seeded base search words in the shop’s order, each leading to a page that exists', async () => {
    const body = expectBody(await ctx.app.inject({ method: 'GET', url: SEARCH_READY_API.basicWords }), 200, BasicSearchWordsResponseSchema);
    expect(body.basic_search_words).toEqual(BASIC_SEARCH_WORDS);
    expect(body.basic_search_words.length).toBeGreaterThan(1);
    for (const word of body.basic_search_words) expect(isSpecPath(word.link_url), word.link_url).toBe(true);
    // Seeding again keeps the shop's own words.
    expect(await seedBasicSearchWords(ctx.db.db)).toBe(false);
  });

  it('keeps base search words to same-site paths and follows the shop’s order', async () => {
    await expect(ctx.db.db.insert(basicSearchWords).values({ keyword: '외부', linkUrl: 'https://example.com', sortOrder: 9 })).rejects.toThrow();
    await expect(ctx.db.db.insert(basicSearchWords).values({ keyword: '프로토콜 상대', linkUrl: '//example.com', sortOrder: 9 })).rejects.toThrow();
    await ctx.db.db.insert(basicSearchWords).values({ keyword: '맨 앞 신상', linkUrl: '/search?keyword=%EC%BD%94%ED%8A%B8', sortOrder: 0 });
    const body = expectBody(await ctx.app.inject({ method: 'GET', url: SEARCH_READY_API.basicWords }), 200, BasicSearchWordsResponseSchema);
    expect(body.basic_search_words[0]).toEqual({ keyword: '맨 앞 신상', link_url: '/search?keyword=%EC%BD%94%ED%8A%B8' });
    expect(body.basic_search_words).toHaveLength(BASIC_SEARCH_WORDS.length + 1);
  });

  it('ranks the seeded searches of the last day and compares each with the day before', async () => {
    const body = expectBody(await ctx.app.inject({ method: 'GET', url: SEARCH_READY_API.hot }), 200, HotSearchResponseSchema);
    const byCount = (key: 'lastDay' | 'dayBefore') =>
      DEMO_SEARCHES.filter((s) => s[key] > 0)
        .sort((a, b) => b[key] - a[key])
        .slice(0, SEARCH_READY_LIMITS.hotWords)
        .map((s) => s.keyword);
    const expected = byCount('lastDay');
    expect(body.words.map((w) => w.keyword)).toEqual(expected);
    expect(body.words.map((w) => w.rank)).toEqual(expected.map((_, i) => i + 1));
    const before = byCount('dayBefore');
    for (const word of body.words) {
      const previous = before.indexOf(word.keyword);
      expect(word.previous_rank).toBe(previous === -1 ? null : previous + 1);
    }
    // 패딩 climbs from 8th to 3rd, 니트 falls from 1st to 2nd, 스니커즈 was not searched the day before.
    expect(body.words.find((w) => w.keyword === '패딩')).toMatchObject({ rank: 3, previous_rank: 8, change_rank: 5, change_type: 'up' });
    expect(body.words.find((w) => w.keyword === '니트')).toMatchObject({ rank: 2, previous_rank: 1, change_rank: -1, change_type: 'down' });
    expect(body.words.find((w) => w.keyword === '스니커즈')).toMatchObject({ previous_rank: null, change_type: 'new' });
    expect(Date.now() - Date.parse(body.indexed_at)).toBeLessThan(2 * 60_000);
  });

  it('counts only the window: a flood of old searches or searches that found nothing does not rank', async () => {
    const now = new Date();
    await ctx.db.db
      .insert(searchLogs)
      .values([
        ...Array.from({ length: 100 }, () => ({ keyword: '옛날검색어', resultCount: 5, createdAt: new Date(now.getTime() - 60 * HOUR) })),
        ...Array.from({ length: 100 }, () => ({ keyword: '없는상품', resultCount: 0, createdAt: new Date(now.getTime() - HOUR) })),
        ...Array.from({ length: 100 }, () => ({ keyword: '토트백', resultCount: 7, createdAt: new Date(now.getTime() - HOUR) })),
      ]);
    const body = await ctx.app.searchRepository.hotSearches(now);
    expect(body.words.map((w) => w.keyword)).not.toContain('옛날검색어');
    expect(body.words.map((w) => w.keyword)).not.toContain('없는상품');
    expect(body.words[0]).toMatchObject({ rank: 1, keyword: '토트백', change_type: 'new' });
    // A day later those searches are the span before: they no longer rank.
    const later = await ctx.app.searchRepository.hotSearches(new Date(now.getTime() + 24 * HOUR));
    expect(later.words.map((w) => w.keyword)).not.toContain('토트백');
  });

  it('ranks ties by keyword and marks same, up, down and new', () => {
    const words = rankHotWords(
      [
        { keyword: '나', n: 5 },
        { keyword: '가', n: 5 },
        { keyword: '다', n: 9 },
        { keyword: '라', n: 1 },
      ],
      [
        { keyword: '가', n: 9 },
        { keyword: '나', n: 8 },
        { keyword: '다', n: 1 },
      ],
      3,
    );
    expect(words).toEqual([
      { rank: 1, keyword: '다', previous_rank: 3, change_rank: 2, change_type: 'up' },
      { rank: 2, keyword: '가', previous_rank: 1, change_rank: -1, change_type: 'down' },
      { rank: 3, keyword: '나', previous_rank: 2, change_rank: -1, change_type: 'down' },
    ]);
  });

  it('answers 초성 with the brand, category and keywords they spell', async () => {
    const brand = await autocomplete('ㅅㅇㅅㅌㄷㄷ');
    expect(brand.brands.map((b) => b.name)).toEqual(['서울스탠다드']);
    expect(brand.brands[0]!.logo_url).toBe(`/media/brands/${brand.brands[0]!.id}.svg`);
    const coat = await autocomplete('ㅋㅌ');
    expect(coat.categories.map((c) => c.name)).toContain('코트');
    expect(coat.categories.find((c) => c.name === '코트')).toMatchObject({ depth: 3, full_path: expect.stringContaining('코트') });
    expect(coat.keywords.length).toBeGreaterThan(0);
    expect(coat.keywords[0]).toBe('코트');
  });

  it('matches a syllable still being typed (콭 on the way to 코트) and English brand names in any case', async () => {
    const typing = await autocomplete('콭');
    expect(typing.categories.map((c) => c.name)).toContain('코트');
    expect(typing.keywords.every((k) => k.includes('코트'))).toBe(true);
    const latin = await autocomplete('seoul');
    expect(latin.brands.map((b) => b.name_en)).toEqual(['SEOUL STANDARD']);
    const nothing = await autocomplete('ㅋㅋㅋㅋㅋㅋ');
    expect(nothing).toEqual({ categories: [], brands: [], keywords: [] });
  });

  it('refuses an empty or oversized keyword with a Korean message', async () => {
    await expectApiError(await ctx.app.inject({ method: 'GET', url: SEARCH_READY_API.autocomplete }), 422);
    await expectApiError(await ctx.app.inject({ method: 'GET', url: `${SEARCH_READY_API.autocomplete}?keyword=${'가'.repeat(101)}` }), 422);
    expect((await autocomplete('   ')).keywords).toEqual([]);
  });
});
