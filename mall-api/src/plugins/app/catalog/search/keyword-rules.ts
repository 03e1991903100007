import { convertQwertyToHangul, disassemble, getChoseong } from 'es-hangul';

/**
 * The Korean-aware keyword rules of the search engine (es-hangul): pure functions over a keyword and
 * the vocabulary the catalogue's own rows make (brand, category and goods-name words).
 */

export type VocabularyKind = 'brand' | 'category' | 'keyword';
export interface VocabularyEntry {
  word: string;
  kind: VocabularyKind;
  /** How many goods carry the word: the more common word wins a tie. */
  weight: number;
}

const HANGUL_SYLLABLE = /^[가-힣]+$/;
const CHOSEONG_ONLY = /^[ㄱ-ㅎ]+$/;
const LATIN_ONLY = /^[a-zA-Z]+$/;

/** Trimmed, single-spaced, composed (NFC) keyword: `  울  코트 ` → `울 코트`. */
export function normalizeKeyword(keyword: string): string {
  return keyword.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** Words of a keyword, for matching each one. */
export const keywordTokens = (keyword: string): string[] => normalizeKeyword(keyword).split(' ').filter(Boolean);

/** `ㅅㅇㅅㅌㄷㄷ`: a keyword of initial consonants only (spaces aside). */
export function isChoseongQuery(keyword: string): boolean {
  const compact = keyword.replace(/\s/g, '');
  return compact.length >= 2 && CHOSEONG_ONLY.test(compact);
}

/**
 * A keyword typed with the keyboard left in English layout (`tucm` → 셔츠, `rkqkd` → 가방): the Hangul
 * it spells, if every word comes out as whole syllables; otherwise it was meant as Latin (`node`).
 */
export function keyboardSlip(keyword: string): string | null {
  const words = keywordTokens(keyword);
  if (words.length === 0 || !words.every((w) => LATIN_ONLY.test(w))) return null;
  const converted = words.map((w) => convertQwertyToHangul(w));
  return converted.every((w) => HANGUL_SYLLABLE.test(w)) ? converted.join(' ') : null;
}

/** Edit distance over jamo (`캐시미여` and `캐시미어` differ by one vowel) or letters for Latin words. */
export function jamoDistance(a: string, b: string): number {
  const x = [...disassemble(a.toLowerCase())];
  const y = [...disassemble(b.toLowerCase())];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[y.length]!;
}

/** How many jamo a word of this length may be off: one per four, at least one, never for tiny words. */
export const typoTolerance = (word: string): number => {
  const length = [...disassemble(word)].length;
  return length < 4 ? 0 : Math.max(1, Math.floor(length / 4));
};

const byWeight = (a: VocabularyEntry, b: VocabularyEntry) => b.weight - a.weight || a.word.localeCompare(b.word, 'ko');

/**
 * The vocabulary word a choseong query spells: exact initials first (`ㅅㅇㅅㅌㄷㄷ` → 서울스탠다드),
 * then words whose initials start with it; brands before categories before name words.
 */
export function choseongMatches(query: string, vocabulary: readonly VocabularyEntry[], limit = 10): VocabularyEntry[] {
  const initials = query.replace(/\s/g, '');
  const kindOrder: Record<VocabularyKind, number> = { brand: 0, category: 1, keyword: 2 };
  return vocabulary
    .map((entry) => ({ entry, initials: getChoseong(entry.word.replace(/\s/g, '')) }))
    .filter(({ initials: own }) => own.startsWith(initials))
    .sort(
      (a, b) =>
        Number(b.initials === initials) - Number(a.initials === initials) || kindOrder[a.entry.kind] - kindOrder[b.entry.kind] || byWeight(a.entry, b.entry),
    )
    .slice(0, limit)
    .map(({ entry }) => entry);
}

/**
 * Each word the vocabulary does not know, replaced by the nearest one it does within the typo
 * tolerance (`캐시미여 니트` → `캐시미어 니트`); null when nothing changes.
 */
export function correctTypos(keyword: string, vocabulary: readonly VocabularyEntry[]): string | null {
  const known = new Set(vocabulary.map((e) => e.word.toLowerCase()));
  let changed = false;
  const words = keywordTokens(keyword).map((word) => {
    const lower = word.toLowerCase();
    if (known.has(lower) || vocabulary.some((e) => e.word.toLowerCase().includes(lower))) return word;
    const tolerance = typoTolerance(word);
    if (tolerance === 0) return word;
    let best: { entry: VocabularyEntry; distance: number } | null = null;
    for (const entry of vocabulary) {
      const distance = jamoDistance(lower, entry.word);
      if (distance > tolerance) continue;
      if (!best || distance < best.distance || (distance === best.distance && byWeight(entry, best.entry) < 0)) best = { entry, distance };
    }
    if (!best) return word;
    changed = true;
    return best.entry.word;
  });
  return changed ? words.join(' ') : null;
}

/**
 * What to search instead when the keyword as typed finds nothing, in order: the 초성 it spells, the
 * Hangul of a keyboard slip, and typo fixes of either. Never the keyword itself.
 */
export function correctionCandidates(keyword: string, vocabulary: readonly VocabularyEntry[]): string[] {
  const normalized = normalizeKeyword(keyword);
  const candidates: string[] = [];
  if (isChoseongQuery(normalized)) candidates.push(...choseongMatches(normalized, vocabulary, 3).map((e) => e.word));
  const slip = keyboardSlip(normalized);
  if (slip) candidates.push(slip, correctTypos(slip, vocabulary) ?? '');
  candidates.push(correctTypos(normalized, vocabulary) ?? '');
  return [...new Set(candidates)].filter((c) => c !== '' && c !== normalized);
}

/** `%` and `_` in a keyword are letters, not LIKE wildcards. */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
