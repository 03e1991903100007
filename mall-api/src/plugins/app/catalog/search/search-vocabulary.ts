import type { AutocompleteResponse } from '@mall/shared-contracts/catalog';
import { indexHangul } from '@mall/shared-contracts/catalog';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { brands, categories, goods } from '../../../../db/schema';
import { brandLogoUrl } from '../../member/wishes/wishes-repository';
import type { VocabularyEntry } from './keyword-rules';
import { type Suggestion, VOCABULARY_TTL_MS } from './search-sql';

/**
 * What auto-complete and keyword correction read: the vocabulary of brands, categories and goods words, and
 * the suggestions taken apart from it, each computed once per VOCABULARY_TTL_MS.
 */
export function createSearchVocabulary(db: Database) {
  let vocabularyCache: { at: number; entries: VocabularyEntry[] } | null = null;
  let suggestionCache: {
    at: number;
    categories: Suggestion<AutocompleteResponse['categories'][number]>[];
    brands: Suggestion<AutocompleteResponse['brands'][number]>[];
    keywords: Suggestion<string>[];
  } | null = null;

  /** What auto-complete offers, taken apart once: every category, every brand, the goods' words and names (5 minutes). */
  async function suggestions() {
    if (suggestionCache && Date.now() - suggestionCache.at < VOCABULARY_TTL_MS) return suggestionCache;
    const [categoryRows, brandRows, nameRows, words] = await Promise.all([
      db.select().from(categories),
      db
        .select({ id: brands.id, name: brands.name, nameEn: brands.nameEn, n: count(goods.id) })
        .from(brands)
        .leftJoin(goods, eq(goods.brandId, brands.id))
        .groupBy(brands.id),
      db.select({ name: goods.name, n: count() }).from(goods).groupBy(goods.name),
      vocabulary(),
    ]);
    const keywordWeights = new Map<string, number>();
    for (const w of words) if (w.kind === 'keyword') keywordWeights.set(w.word, w.weight);
    for (const row of nameRows) keywordWeights.set(row.name, Math.max(keywordWeights.get(row.name) ?? 0, row.n));
    suggestionCache = {
      at: Date.now(),
      categories: categoryRows.map((c) => ({
        item: { code: c.code, name: c.name, depth: c.depth, full_path: c.fullPath },
        index: [indexHangul(c.name)],
        weight: -c.depth,
      })),
      brands: brandRows.map((b) => ({
        item: { id: b.id, name: b.name, name_en: b.nameEn, logo_url: brandLogoUrl(b.id) },
        index: [indexHangul(b.name), indexHangul(b.nameEn)],
        weight: b.n,
      })),
      keywords: [...keywordWeights].map(([word, n]) => ({ item: word, index: [indexHangul(word)], weight: n })),
    };
    return suggestionCache;
  }

  /** Brand names, category names and the words of goods names, weighted by how many goods carry them. */
  async function vocabulary(): Promise<VocabularyEntry[]> {
    if (vocabularyCache && Date.now() - vocabularyCache.at < VOCABULARY_TTL_MS) return vocabularyCache.entries;
    const word = sql<string>`regexp_split_to_table(${goods.name}, '\\s+')`;
    const [brandRows, categoryRows, wordRows] = await Promise.all([
      db
        .select({ name: brands.name, nameEn: brands.nameEn, n: count(goods.id) })
        .from(brands)
        .leftJoin(goods, eq(goods.brandId, brands.id))
        .groupBy(brands.id),
      db.selectDistinct({ name: categories.name }).from(categories),
      db
        .select({ word: sql<string>`w.word`, n: sql<number>`count(*)::int` })
        .from(sql`(select ${word} as word from ${goods}) w`)
        .where(sql`length(w.word) >= 2`)
        .groupBy(sql`w.word`),
    ]);
    const entries: VocabularyEntry[] = [
      ...brandRows.flatMap((b) => [
        { word: b.name, kind: 'brand' as const, weight: b.n },
        { word: b.nameEn.toLowerCase(), kind: 'brand' as const, weight: b.n },
      ]),
      ...categoryRows.map((c) => ({ word: c.name, kind: 'category' as const, weight: 0 })),
      ...wordRows.map((w) => ({ word: w.word, kind: 'keyword' as const, weight: w.n })),
    ];
    vocabularyCache = { at: Date.now(), entries };
    return entries;
  }

  return { suggestions, vocabulary };
}
