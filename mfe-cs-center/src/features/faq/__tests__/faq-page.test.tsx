import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { FAQ_API, type Faq } from '@mall/shared-contracts/cs';
import { Route, Routes } from '@mall/shared-ui';
import { createFakePlatform, fail, ok, renderWithPlatform } from '@mall/shared-ui/testing';
import { FaqPage } from '../components/faq-page';

const TYPES = [
  { id: 1, name: '주문/결제', faq_count: 1 },
  { id: 2, name: '배송', faq_count: 2 },
];
const FAQS: Faq[] = [
  { id: 11, type_id: 1, type_name: '주문/결제', question: '현금영수증은 어떻게 발급받나요?', answer: '입금 확인 후 자동으로 발급됩니다.' },
  { id: 21, type_id: 2, type_name: '배송', question: '배송은 얼마나 걸리나요?', answer: '결제 후 1~3일 안에 출고됩니다.\n도서산간은 더 걸립니다.' },
  { id: 22, type_id: 2, type_name: '배송', question: '배송 조회는 어디서 하나요?', answer: '주문 내역에서 송장번호를 확인하세요.' },
];

function renderFaq(route: string) {
  const platform = createFakePlatform({
    routes: {
      [`GET ${FAQ_API.faqTypes}`]: () => ok({ faq_types: TYPES }),
      [`GET ${FAQ_API.faqs}`]: (req) => {
        const { type_id: typeId, keyword } = req.params as { type_id?: number; keyword?: string };
        return ok({ faqs: FAQS.filter((f) => (keyword ? `${f.question}${f.answer}`.includes(keyword) : f.type_id === typeId)) });
      },
    },
  });
  renderWithPlatform(
    <Routes>
      <Route path="/cs-center/faq/:faqTypeId" element={<FaqPage />} />
    </Routes>,
    { platform, route },
  );
  return platform;
}

describe('FaqPage', () => {
  it('lists one type as an accordion: answers open and close, the type is marked current', async () => {
    renderFaq('/cs-center/faq/2');
    const question = await screen.findByRole('button', { name: /배송은 얼마나 걸리나요\?/ });
    expect(screen.queryByText('현금영수증은 어떻게 발급받나요?')).toBeNull();
    expect(screen.getByRole('link', { name: /배송/ }).getAttribute('aria-current')).toBe('page');
    expect(question.getAttribute('aria-expanded')).toBe('false');
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(answer.hidden).toBe(true);
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(answer.hidden).toBe(false);
    expect(answer.textContent).toBe('결제 후 1~3일 안에 출고됩니다.\n도서산간은 더 걸립니다.');
  });

  it('searches every type for a word inside an answer, opens that answer and marks the word', async () => {
    const platform = renderFaq('/cs-center/faq/1');
    await screen.findByText('현금영수증은 어떻게 발급받나요?');
    fireEvent.change(screen.getByRole('searchbox', { name: 'FAQ 검색' }), { target: { value: '  송장번호 ' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByRole('heading', { name: '‘송장번호’ 검색 결과 1건' })).toBeTruthy();
    expect(platform.history.location.search).toBe(`?keyword=${encodeURIComponent('송장번호')}`);
    const region = screen.getByRole('region', { name: '배송 조회는 어디서 하나요?' });
    expect(region.hidden).toBe(false);
    expect(within(region).getByText('송장번호').tagName).toBe('MARK');
    // No type is current while searching; the result says which type it belongs to.
    expect(screen.getAllByRole('link').every((a) => a.getAttribute('aria-current') === null)).toBe(true);
    expect(screen.getByRole('button', { name: /배송 조회는/ }).textContent).toContain('배송');
  });

  it('says so when nothing matches, and asks for a word when the box is empty', async () => {
    renderFaq('/cs-center/faq/1?keyword=없는말');
    expect(await screen.findByRole('heading', { name: '검색 결과가 없습니다' })).toBeTruthy();
    renderFaq('/cs-center/faq/1');
    const boxes = await screen.findAllByRole('searchbox', { name: 'FAQ 검색' });
    const form = boxes[1]!.closest('form')!;
    fireEvent.change(boxes[1]!, { target: { value: '   ' } });
    fireEvent.submit(form);
    expect(within(form).getByRole('alert').textContent).toBe('검색어를 입력해 주세요.');
  });

  it('an unknown type is a Korean not-found state; a failed load offers a retry', async () => {
    renderFaq('/cs-center/faq/999');
    expect(await screen.findByRole('heading', { name: 'FAQ 유형을 찾을 수 없습니다' })).toBeTruthy();
    const platform = createFakePlatform({ routes: { [`GET ${FAQ_API.faqTypes}`]: () => fail(500), [`GET ${FAQ_API.faqs}`]: () => fail(500) } });
    renderWithPlatform(
      <Routes>
        <Route path="/cs-center/faq/:faqTypeId" element={<FaqPage />} />
      </Routes>,
      { platform, route: '/cs-center/faq/1' },
    );
    expect(await screen.findByRole('heading', { name: 'FAQ 유형을 불러오지 못했습니다' })).toBeTruthy();
  });
});
