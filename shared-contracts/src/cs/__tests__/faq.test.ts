import { describe, expect, it } from 'vitest';
import { FaqQuerySchema, faqMatches, faqMatchRanges, splitByMatches } from '../faq';

describe('FAQ search rule', () => {
  it('finds a word inside a text, case-insensitively, every time it occurs', () => {
    expect(faqMatchRanges('배송은 결제 후 1~3일, 도서산간 배송은 더 걸립니다', '배송')).toEqual([
      [0, 2],
      [20, 22],
    ]);
    expect(faqMatchRanges('CJ대한통운으로 보냅니다', 'cj')).toEqual([[0, 2]]);
    expect(faqMatchRanges('반품 신청', '  반품   신청 ')).toEqual([[0, 5]]);
    expect(faqMatchRanges('반품 신청', '교환')).toEqual([]);
    expect(faqMatchRanges('반품 신청', '   ')).toEqual([]);
  });

  it('matches initial consonants (ㅂㅅ → 배송) at the syllables they start', () => {
    expect(faqMatchRanges('주문하신 상품의 배송 조회', 'ㅂㅅ')).toEqual([[9, 11]]);
    expect(faqMatchRanges('적립금 사용', 'ㅈㄹㄱ')).toEqual([[0, 3]]);
    // One consonant alone would match nearly every answer: it is a plain search for that letter.
    expect(faqMatchRanges('적립금 사용', 'ㅈ')).toEqual([]);
  });

  it('a question or its answer may hold the word', () => {
    const faq = { question: '배송비는 얼마인가요?', answer: '5만원 이상 구매 시 무료입니다.' };
    expect(faqMatches(faq, '무료')).toBe(true);
    expect(faqMatches(faq, '배송비')).toBe(true);
    expect(faqMatches(faq, '환불')).toBe(false);
  });

  it('splits a text into plain and marked parts', () => {
    expect(splitByMatches('무료 반품, 유료 반품', '반품')).toEqual([
      { text: '무료 ', match: false },
      { text: '반품', match: true },
      { text: ', 유료 ', match: false },
      { text: '반품', match: true },
    ]);
    expect(splitByMatches('그대로', '')).toEqual([{ text: '그대로', match: false }]);
  });

  it('bounds the query: an id within int4 and a short keyword', () => {
    expect(FaqQuerySchema.parse({ type_id: '2', keyword: '배송' })).toEqual({ type_id: 2, keyword: '배송' });
    expect(FaqQuerySchema.safeParse({ keyword: 'ㄱ'.repeat(51) }).success).toBe(false);
    expect(FaqQuerySchema.safeParse({ type_id: '2147483648' }).success).toBe(false);
    expect(FaqQuerySchema.safeParse({ keyword: 'a\u0000b' }).success).toBe(false);
  });
});
