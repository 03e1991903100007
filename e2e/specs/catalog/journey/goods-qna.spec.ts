import { GOODS_QNA_MESSAGES } from '@mall/shared-contracts/catalog';
import { expect, test } from '../../../fixtures/test';
import { GoodsDetailPage } from '../../../pages/catalog-page';
import { ModalStack } from '../../../pages/modal-stack';
import { LoginPage } from '../../../pages/mypage-page';

/** The Q&A journey's own member (seed: goods-qna-data.ts), so the demo member's questions stay as seeded. */
const ASKER = { loginId: 'asker', password: 'asker1234!' };
const QUESTION = '이 셔츠는 구김이 잘 가는 편인가요? 출장용으로 사려고 합니다.';

test('a member asks a secret goods question, sees it in the list, edits it and deletes it; asks the seller', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto('/goods/detail/5');
  await login.login(ASKER);
  await expect(page).toHaveURL('/goods/detail/5');
  const detail = new GoodsDetailPage(page);
  await detail.openQna();
  const stack = new ModalStack(page);

  await detail.qna.getByRole('button', { name: '상품 문의하기' }).click();
  const form = stack.dialog('상품 문의하기');
  await form.getByRole('textbox', { name: '문의 내용' }).fill(QUESTION);
  await form.getByRole('checkbox', { name: '비밀글로 문의하기' }).check();
  await form.getByRole('button', { name: '문의 등록' }).click();
  await expect(stack.alert).toContainText(GOODS_QNA_MESSAGES.goodsCreated);
  await stack.alert.getByRole('button', { name: '확인' }).click();
  const mine = detail.qna.getByRole('listitem').filter({ hasText: QUESTION });
  await expect(mine).toContainText('비밀글');
  await expect(mine).toContainText(GOODS_QNA_MESSAGES.waiting);

  await mine.getByRole('button', { name: '수정' }).click();
  const edit = stack.dialog('상품 문의 수정');
  await expect(edit.getByRole('textbox', { name: '문의 내용' })).toHaveValue(QUESTION);
  await edit.getByRole('textbox', { name: '문의 내용' }).fill(`${QUESTION} 답변 부탁드려요.`);
  await edit.getByRole('button', { name: '수정하기' }).click();
  await expect(stack.alert).toContainText(GOODS_QNA_MESSAGES.updated);
  await stack.alert.getByRole('button', { name: '확인' }).click();
  const edited = detail.qna.getByRole('listitem').filter({ hasText: '답변 부탁드려요.' });
  await edited.getByRole('button', { name: '삭제' }).click();
  await expect(stack.alert).toContainText(GOODS_QNA_MESSAGES.confirmDelete);
  await stack.alert.getByRole('button', { name: '확인' }).click();
  await expect(stack.alert).toContainText(GOODS_QNA_MESSAGES.deleted);
  await stack.alert.getByRole('button', { name: '확인' }).click();
  await expect(detail.qna.getByText(QUESTION)).toHaveCount(0);

  await detail.qna.getByRole('button', { name: '판매자 문의하기' }).click();
  const seller = stack.dialog('판매자 문의하기');
  await seller.getByRole('combobox', { name: '문의 유형' }).selectOption({ label: '배송 문의' });
  await seller.getByRole('textbox', { name: '제목' }).fill('출고일 문의');
  await seller.getByRole('textbox', { name: '문의 내용' }).fill('오늘 주문하면 이번 주 안에 받을 수 있을까요?');
  await seller.getByRole('button', { name: '문의 등록' }).click();
  await expect(stack.alert).toContainText(GOODS_QNA_MESSAGES.sellerCreated);
});
