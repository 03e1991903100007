import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@mall/shared-ui';
import { CS_API } from '@mall/shared-contracts/cs';
import { MyQnaListSchema, QNA_API, QNA_MESSAGES, type MyQna } from '@mall/shared-contracts/member';
import { createFakePlatform, fail, memberSession, ok, renderWithPlatform, type FakeRequest } from '@mall/shared-ui/testing';
import { InquiryLayout } from '../components/inquiry-layout';
import { MyQnaEditModal } from '../components/my-qna-edit-modal';
import { QnaCreatePage } from '../components/qna-create-page';
import { QnaListPage } from '../components/qna-list-page';

const qna = (id: number, title: string, answer: string | null): MyQna => ({
  id,
  category_id: 2,
  category_name: '배송',
  title,
  contents: '주문한 코트가 아직 출발하지 않았어요.',
  is_answered: answer !== null,
  answer,
  answered_at: answer ? '2026-10-20 18:00:00' : null,
  created_at: '2026-10-19 22:00:00',
  updated_at: '2026-10-19 22:00:00',
});
const categories = {
  categories: [
    { id: 1, name: '주문/결제' },
    { id: 2, name: '배송' },
  ],
};

describe('/mypage/inquiry/qna', () => {
  it('lists answered and waiting inquiries by page; only a waiting one can be edited or deleted', async () => {
    const pages: unknown[] = [];
    const platform = createFakePlatform({
      session: memberSession(),
      routes: {
        [`GET ${QNA_API.myQna}`]: (req: FakeRequest) => {
          pages.push(req.params.page);
          return ok(
            MyQnaListSchema.parse({
              current_page: Number(req.params.page),
              per_page: 10,
              total: 12,
              last_page: 2,
              counts: { answered: 1, unanswered: 11 },
              data: [qna(2, '니트 세탁 방법', null), qna(1, '코트 배송 문의', '오늘 출고되었습니다.')],
            }),
          );
        },
      } as never,
    });
    renderWithPlatform(
      <Routes>
        <Route path="/mypage/inquiry" element={<InquiryLayout />}>
          <Route path="qna" element={<QnaListPage />} />
        </Route>
      </Routes>,
      { platform, route: '/mypage/inquiry/qna' },
    );
    const list = await screen.findByRole('list', { name: '1:1 문의 내역' });
    expect(pages).toEqual([1]);
    const answered = within(list).getByRole('listitem', { name: '코트 배송 문의' });
    expect(answered.textContent).toContain('답변완료');
    expect(within(answered).getByRole('region', { name: '답변' }).textContent).toContain('오늘 출고되었습니다.');
    expect(within(answered).queryByRole('button', { name: /수정/ })).toBeNull();
    const waiting = within(list).getByRole('listitem', { name: '니트 세탁 방법' });
    expect(waiting.textContent).toContain('답변대기');
    fireEvent.click(within(waiting).getByRole('button', { name: '니트 세탁 방법 수정' }));
    expect(platform.modalCalls.at(-1)).toEqual({ name: 'my-qna-edit', params: { qna_id: '2' } });
    expect(screen.getByText('답변완료 1 · 답변대기 11')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '다음' }));
    await waitFor(() => expect(pages).toEqual([1, 2]));
  });
});

describe('/mypage/inquiry/qna/create', () => {
  it('checks the form, sends the question and goes back to the list', async () => {
    const bodies: unknown[] = [];
    const platform = createFakePlatform({
      session: memberSession(),
      routes: {
        [`GET ${CS_API.qnaCategories}`]: ok(categories),
        [`POST ${QNA_API.myQna}`]: (req: FakeRequest) => {
          bodies.push(req.data);
          return ok(qna(5, '배송 문의', null));
        },
      } as never,
    });
    renderWithPlatform(<QnaCreatePage />, { platform, route: '/mypage/inquiry/qna/create' });
    fireEvent.click(await screen.findByRole('button', { name: '문의 등록' }));
    expect((await screen.findByRole('alert')).textContent).toBe(QNA_MESSAGES.categoryRequired);
    fireEvent.change(screen.getByLabelText('문의 유형'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('제목'), { target: { value: '배송 문의' } });
    fireEvent.change(screen.getByLabelText('문의 내용'), { target: { value: '언제 와요?' } });
    fireEvent.click(screen.getByRole('button', { name: '문의 등록' }));
    expect(screen.getByRole('alert').textContent).toBe(QNA_MESSAGES.contentsTooShort);
    fireEvent.change(screen.getByLabelText('문의 내용'), { target: { value: '주문한 코트가 언제 출발하는지 궁금합니다.' } });
    fireEvent.click(screen.getByRole('button', { name: '문의 등록' }));
    await waitFor(() => expect(platform.history.location.pathname).toBe('/mypage/inquiry/qna'));
    expect(bodies).toEqual([{ category_id: 2, title: '배송 문의', contents: '주문한 코트가 언제 출발하는지 궁금합니다.' }]);
  });
});

describe('my-qna-edit modal', () => {
  it('edits a waiting inquiry and shows the server’s refusal once it is answered', async () => {
    const platform = createFakePlatform({
      session: memberSession(),
      routes: {
        [`GET ${CS_API.qnaCategories}`]: ok(categories),
        [`GET ${QNA_API.myQnaItem(2)}`]: ok(qna(2, '니트 세탁 방법', null)),
        [`PUT ${QNA_API.myQnaItem(2)}`]: fail(409, QNA_MESSAGES.answeredLocked),
      } as never,
    });
    const closed: unknown[] = [];
    renderWithPlatform(<MyQnaEditModal params={{ qna_id: '2' }} titleId="t" close={(r) => closed.push(r)} />, { platform });
    expect(((await screen.findByLabelText('제목')) as HTMLInputElement).value).toBe('니트 세탁 방법');
    await waitFor(() => expect((screen.getByLabelText('문의 유형') as HTMLSelectElement).value).toBe('2'));
    fireEvent.change(screen.getByLabelText('제목'), { target: { value: '니트 세탁 방법 문의' } });
    fireEvent.click(screen.getByRole('button', { name: '수정하기' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(QNA_MESSAGES.answeredLocked));
    expect(closed).toEqual([]);
  });
});
