import { getChoseong } from 'es-hangul';
import { z } from 'zod';
import { boundedText, DbIdParamSchema } from '../platform-api/common';

/** FAQ calls of the customer centre (ADR 0011: the cs squad's data). */
export const FAQ_API = {
  /** FAQ types (배송, 주문/결제…) with how many questions each holds. */
  faqTypes: '/api/v1/cs/faq-types',
  /** Questions of one type, or a search across every type (`keyword`). */
  faqs: '/api/v1/cs/faqs',
} as const;

/** A search word longer than this is no FAQ search (bounded request, ADR 0010). */
export const FAQ_KEYWORD_MAX = 50;

export const FaqTypeSchema = z.object({ id: z.number().int(), name: z.string(), faq_count: z.number().int() });
export const FaqTypeListSchema = z.object({ faq_types: z.array(FaqTypeSchema) });

export const FaqSchema = z.object({ id: z.number().int(), type_id: z.number().int(), type_name: z.string(), question: z.string(), answer: z.string() });
export const FaqListSchema = z.object({ faqs: z.array(FaqSchema) });

/** `type_id` lists one type; `keyword` searches every type (a word inside a question or an answer). */
export const FaqQuerySchema = z.object({
  type_id: DbIdParamSchema.optional(),
  keyword: boundedText(FAQ_KEYWORD_MAX).optional(),
});

export type FaqType = z.infer<typeof FaqTypeSchema>;
export type FaqTypeList = z.infer<typeof FaqTypeListSchema>;
export type Faq = z.infer<typeof FaqSchema>;
export type FaqList = z.infer<typeof FaqListSchema>;
export type FaqQuery = z.infer<typeof FaqQuerySchema>;

/** Trims and collapses spaces: what the search box sends and what the page highlights. */
export const normalizeFaqKeyword = (keyword: string) => keyword.trim().replace(/\s+/g, ' ');

const CHOSEONG_ONLY = /^[ㄱ-ㅎ ]+$/;

/**
 * Where `keyword` occurs in `text`, as [start, end) ranges: case-insensitive, and a keyword of
 * initial consonants only (ㅂㅅ) matches the syllables that start with them (배송), as Korean
 * shoppers type. The server filters with it and the page highlights with it, so a result always
 * shows why it was found.
 */
export function faqMatchRanges(text: string, keyword: string): [number, number][] {
  const word = normalizeFaqKeyword(keyword);
  if (!word) return [];
  let haystack = text.toLowerCase();
  let needle = word.toLowerCase();
  if (CHOSEONG_ONLY.test(word) && word.replace(/ /g, '').length >= 2) {
    const initials = getChoseong(text, { keepNonHangul: true });
    // Only when each character keeps its place (precomposed syllables; decomposed input is left alone).
    if (initials.length === text.length) haystack = initials;
    needle = word;
  }
  if (haystack.length !== text.length) return [];
  const ranges: [number, number][] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) ranges.push([at, at + needle.length]);
  return ranges;
}

/** Whether a question or its answer contains the keyword (faqMatchRanges). */
export const faqMatches = (faq: Pick<Faq, 'question' | 'answer'>, keyword: string) =>
  faqMatchRanges(faq.question, keyword).length > 0 || faqMatchRanges(faq.answer, keyword).length > 0;

/** Splits text into plain and matched parts, for a `<mark>` around each match. */
export function splitByMatches(text: string, keyword: string): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  for (const [start, end] of faqMatchRanges(text, keyword)) {
    if (start > from) parts.push({ text: text.slice(from, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    from = end;
  }
  if (from < text.length || parts.length === 0) parts.push({ text: text.slice(from), match: false });
  return parts;
}
