import { describe, expect, it } from 'vitest';
import { firstQnaError, QNA_MESSAGES, QNA_RULES, qnaDraftErrors } from '../member/inquiry';

const Q = '주문한 니트의 사이즈를 교환할 수 있나요?';

describe('1:1 inquiry form rules', () => {
  it.each([
    [{ categoryId: 3, title: '교환 문의', contents: Q }, {}],
    [{ categoryId: null, title: '교환 문의', contents: Q }, { category: QNA_MESSAGES.categoryRequired }],
    [{ categoryId: 3, title: '   ', contents: Q }, { title: QNA_MESSAGES.titleRequired }],
    [{ categoryId: 3, title: '가'.repeat(QNA_RULES.titleMax), contents: Q }, {}],
    [{ categoryId: 3, title: '가'.repeat(QNA_RULES.titleMax + 1), contents: Q }, { title: QNA_MESSAGES.titleTooLong }],
    [{ categoryId: 3, title: '교환 문의', contents: '  가나다라마바사아자  ' }, { contents: QNA_MESSAGES.contentsTooShort }],
    [{ categoryId: 3, title: '교환 문의', contents: '가나다라마바사아자차' }, {}],
    [{ categoryId: 3, title: '교환 문의', contents: '가'.repeat(QNA_RULES.contentsMax + 1) }, { contents: QNA_MESSAGES.contentsTooLong }],
  ])('%o → %o', (draft, errors) => {
    expect(qnaDraftErrors(draft)).toEqual(errors);
  });

  it('reports the first problem in the order of the fields', () => {
    expect(firstQnaError(qnaDraftErrors({ categoryId: null, title: '', contents: '' }))).toBe(QNA_MESSAGES.categoryRequired);
    expect(firstQnaError(qnaDraftErrors({ categoryId: 1, title: '', contents: '' }))).toBe(QNA_MESSAGES.titleRequired);
    expect(firstQnaError({})).toBeNull();
  });
});
