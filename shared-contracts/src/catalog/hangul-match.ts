import { disassemble, getChoseong } from 'es-hangul';

/** Where a query was found in a text: character positions (code points), end exclusive. */
export interface MatchRange {
  start: number;
  end: number;
}

/** A text taken apart once (its initials and jamo per character), so many queries can be matched against it cheaply. */
export interface HangulIndex {
  text: string;
  chars: string[];
  initials: string[];
  jamo: string[];
}

const CHOSEONG_ONLY = /^[ㄱ-ㅎ]+$/;
const SYLLABLE = /^[가-힣]$/;

export function indexHangul(text: string): HangulIndex {
  const chars = [...text.normalize('NFC').toLowerCase()];
  return {
    text,
    chars,
    initials: chars.map((c) => (SYLLABLE.test(c) ? getChoseong(c) : c)),
    jamo: chars.map((c) => disassemble(c)),
  };
}

const normalizeQuery = (query: string) => query.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/** A query of initial consonants only (`ㅅㅇㅅ`), spaces aside. */
export const isChoseongOnly = (query: string): boolean => CHOSEONG_ONLY.test(normalizeQuery(query).replace(/ /g, ''));

/**
 * Where a shopper's query occurs in a text, the way a Korean keyboard types it (es-hangul):
 * - initials only match the initials of the text, spaces ignored (`ㅅㅇㅅㅌ` → **서울스탠**다드);
 * - otherwise the query's jamo must start at a character of the text, so a syllable still being
 *   typed matches (`콭` is 코+ㅌ on the way to 코트: **코트**, `셔ㅊ` → **셔츠**); Latin ignores case.
 * The first occurrence, or null.
 */
export function hangulMatch(target: string | HangulIndex, query: string): MatchRange | null {
  const index = typeof target === 'string' ? indexHangul(target) : target;
  const q = normalizeQuery(query);
  if (!q) return null;
  const { chars, initials, jamo } = index;
  if (isChoseongOnly(q)) {
    const wanted = [...q.replace(/ /g, '')];
    for (let start = 0; start < chars.length; start++) {
      if (chars[start] === ' ') continue;
      let k = 0;
      let end = start;
      while (end < chars.length && k < wanted.length) {
        if (chars[end] !== ' ') {
          if (initials[end] !== wanted[k]) break;
          k++;
        }
        end++;
      }
      if (k === wanted.length) return { start, end };
    }
    return null;
  }
  const wanted = disassemble(q);
  for (let start = 0; start < chars.length; start++) {
    let typed = '';
    for (let end = start; end < chars.length; end++) {
      typed += jamo[end];
      if (typed.length >= wanted.length) {
        if (typed.startsWith(wanted)) return { start, end: end + 1 };
        break;
      }
      if (!wanted.startsWith(typed)) break;
    }
  }
  return null;
}

/** A text cut into the parts a list shows, the matched part marked (`<mark>` in the auto-complete). */
export function highlightParts(text: string, query: string): { text: string; match: boolean }[] {
  const index = indexHangul(text);
  const range = hangulMatch(index, query);
  // Cut the original text (its case kept) at the same code points.
  const original = [...text.normalize('NFC')];
  if (!range || original.length !== index.chars.length) return [{ text, match: false }];
  return [
    { text: original.slice(0, range.start).join(''), match: false },
    { text: original.slice(range.start, range.end).join(''), match: true },
    { text: original.slice(range.end).join(''), match: false },
  ].filter((part) => part.text !== '');
}
