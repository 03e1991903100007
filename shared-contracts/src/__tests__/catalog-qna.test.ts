import { describe, expect, it } from 'vitest';
import { GOODS_QNA_MESSAGES, goodsQnaDraftErrors, maskWriterName, sellerQnaDraftErrors } from '../catalog';

describe('goods and seller question rules', () => {
  it('masks a writer’s name to its first letter', () => {
    expect(maskWriterName('김데모')).toBe('김**');
    expect(maskWriterName('이')).toBe('이**');
    expect(maskWriterName('남궁민수')).toBe('남***');
    expect(maskWriterName('  ')).toBe('***');
  });

  it('checks a goods question’s contents as a 1:1 inquiry’s (10 to 2,000 characters, trimmed)', () => {
    expect(goodsQnaDraftErrors({ contents: '   짧은 질문입니다   ' })).toEqual({ contents: GOODS_QNA_MESSAGES.contentsTooShort });
    expect(goodsQnaDraftErrors({ contents: '세탁기에 돌려도 되나요?' })).toEqual({});
    expect(goodsQnaDraftErrors({ contents: '가'.repeat(2001) })).toEqual({ contents: GOODS_QNA_MESSAGES.contentsTooLong });
  });

  it('asks a seller question for a category and a title', () => {
    expect(sellerQnaDraftErrors({ categoryId: null, title: '', contents: '세탁기에 돌려도 되나요?' })).toEqual({
      category: GOODS_QNA_MESSAGES.categoryRequired,
      title: GOODS_QNA_MESSAGES.titleRequired,
    });
  });
});
