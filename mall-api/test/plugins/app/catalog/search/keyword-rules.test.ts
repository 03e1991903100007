import { describe, expect, it } from 'vitest';
import {
  choseongMatches,
  correctTypos,
  correctionCandidates,
  isChoseongQuery,
  jamoDistance,
  keyboardSlip,
  likePattern,
  normalizeKeyword,
  type VocabularyEntry,
} from '../../../../../src/plugins/app/catalog/search/keyword-rules';

const vocabulary: VocabularyEntry[] = [
  { word: '서울스탠다드', kind: 'brand', weight: 10 },
  { word: 'seoul standard', kind: 'brand', weight: 10 },
  { word: '스탠드', kind: 'keyword', weight: 3 },
  { word: '가방', kind: 'category', weight: 0 },
  { word: '코트', kind: 'keyword', weight: 12 },
  { word: '캐시미어', kind: 'keyword', weight: 4 },
  { word: '니트', kind: 'keyword', weight: 9 },
  { word: '셔츠', kind: 'keyword', weight: 5 },
  { word: '스니커즈', kind: 'keyword', weight: 6 },
  { word: '모노그램', kind: 'brand', weight: 7 },
];

describe('keyword rules', () => {
  it.each([
    ['  울  코트 ', '울 코트'],
    ['코트', '코트'],
    ['\t니트\n', '니트'],
  ])('normalizes %j to %j', (input, expected) => expect(normalizeKeyword(input)).toBe(expected));

  it.each([
    ['ㅅㅇㅅㅌㄷㄷ', true],
    ['ㅋㅌ', true],
    ['ㅋ', false],
    ['코ㅌ', false],
    ['coat', false],
  ])('choseong query %j → %s', (input, expected) => expect(isChoseongQuery(input)).toBe(expected));

  it.each([
    ['tucm', '셔츠'],
    ['rkqkd', '가방'],
    ['zhxm', '코트'],
    ['zntus slxm', '쿠션 니트'],
    ['node', null],
    ['코트', null],
    ['abc1', null],
  ])('keyboard slip %j → %j', (input, expected) => expect(keyboardSlip(input)).toBe(expected));

  it.each([
    ['캐시미여', '캐시미어', 1],
    ['코트', '코트', 0],
    ['monogrma', 'monogram', 2],
  ])('jamo distance %s ↔ %s is %i', (a, b, d) => expect(jamoDistance(a, b)).toBe(d));

  it('spells brands first from exact initials, then other words starting with them', () => {
    expect(choseongMatches('ㅅㅇㅅㅌㄷㄷ', vocabulary).map((e) => e.word)).toEqual(['서울스탠다드']);
    expect(choseongMatches('ㅅ', vocabulary).map((e) => e.word)).toEqual(['서울스탠다드', '스니커즈', '셔츠', '스탠드']);
    expect(choseongMatches('ㅋㅌ', vocabulary).map((e) => e.word)).toEqual(['코트']);
  });

  it.each([
    ['캐시미여 니트', '캐시미어 니트'],
    ['캐시미어 니트', null],
    ['스니컬즈', '스니커즈'],
    ['코투', '코트'],
    // Words of three jamo or fewer are never "corrected": too many real words are one jamo apart.
    ['셔', null],
    ['서울', null],
  ])('typo %j → %j', (input, expected) => expect(correctTypos(input, vocabulary)).toBe(expected));

  it.each([
    ['ㅅㅇㅅㅌㄷㄷ', ['서울스탠다드']],
    ['tucm', ['셔츠']],
    ['rkqkd', ['가방']],
    ['캐시미여', ['캐시미어']],
    ['코트', []],
  ])('correction candidates of %j', (input, expected) => expect(correctionCandidates(input, vocabulary)).toEqual(expected));

  it('escapes LIKE wildcards', () => {
    expect(likePattern('50%_off')).toBe('%50\\%\\_off%');
  });
});
