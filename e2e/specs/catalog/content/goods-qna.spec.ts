import { GOODS_QNA_API, GOODS_QNA_MESSAGES, GoodsQnaListSchema } from '@mall/shared-contracts/catalog';
import { MESSAGES } from '@mall/shared-contracts';
import { expect, test } from '../../../fixtures/test';
import { MEMBER_STATE } from '../../../fixtures/member-state';
import { GoodsDetailPage } from '../../../pages/catalog-page';
import { ModalStack } from '../../../pages/modal-stack';

test.describe('goods Q&A as a visitor', () => {
  test('the 문의 tab lists the seeded questions with their counts, a secret one masked; asking needs a login', async ({ page, request }) => {
    const seeded = GoodsQnaListSchema.parse(await (await request.get(GOODS_QNA_API.goodsQna(1))).json());
    const detail = new GoodsDetailPage(page);
    await detail.goto(1);
    await detail.openQna();
    await expect(detail.qna.getByText(`상품 문의 ${seeded.counts.total}건 · 답변 완료 ${seeded.counts.answered}건`)).toBeVisible();
    const first = seeded.data.find((q) => q.contents !== null)!;
    await expect(detail.qna.getByText(first.contents!)).toBeVisible();
    // The demo member's secret question: others see that it was asked, not what.
    await expect(detail.qna.getByText(GOODS_QNA_MESSAGES.secret).first()).toBeVisible();
    await expect(detail.qna.getByText(/160cm/)).toHaveCount(0);

    await detail.qna.getByRole('button', { name: '상품 문의하기' }).click();
    const stack = new ModalStack(page);
    await expect(stack.alert).toContainText(MESSAGES.loginRequiredConfirm);
    await stack.alert.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/login\?redirect_to_after=%2Fgoods%2Fdetail%2F1/);
  });
});

test.describe('goods Q&A as the demo member', () => {
  test.use({ storageState: MEMBER_STATE });

  test('the member reads their own secret question and its answer', async ({ page }) => {
    const detail = new GoodsDetailPage(page);
    await detail.goto(1);
    await detail.openQna();
    await expect(detail.qna.getByText(/키 160cm인데 S 사이즈를/)).toBeVisible();
    await expect(detail.qna.getByText(/소매 길이는 58cm/)).toBeVisible();
    // Their waiting question can still be edited or deleted.
    await expect(detail.qna.getByRole('button', { name: '수정' })).toHaveCount(1);
  });

  test('goods-qna-form and seller-qna-form show the goods and keep what was typed with a Korean message', async ({ page }) => {
    const detail = new GoodsDetailPage(page);
    await detail.goto(1);
    await detail.openQna();
    await detail.qna.getByRole('button', { name: '상품 문의하기' }).click();
    const stack = new ModalStack(page);
    const goodsForm = stack.dialog('상품 문의하기');
    await expect(goodsForm.getByText(await detail.goodsName.innerText())).toBeVisible();
    await goodsForm.getByRole('textbox', { name: '문의 내용' }).fill('사이즈 문의');
    await goodsForm.getByRole('button', { name: '문의 등록' }).click();
    await expect(goodsForm.getByRole('alert')).toHaveText(GOODS_QNA_MESSAGES.contentsTooShort);
    await expect(goodsForm.getByRole('textbox', { name: '문의 내용' })).toHaveValue('사이즈 문의');
    await goodsForm.getByRole('button', { name: '취소' }).click();
    await expect(goodsForm).toHaveCount(0);

    await detail.qna.getByRole('button', { name: '판매자 문의하기' }).click();
    const sellerForm = stack.dialog('판매자 문의하기');
    await expect(sellerForm.getByRole('combobox', { name: '문의 유형' }).locator('option', { hasText: '배송 문의' })).toHaveCount(1);
    await sellerForm.getByRole('textbox', { name: '제목' }).fill('출고일이 궁금합니다');
    await sellerForm.getByRole('button', { name: '문의 등록' }).click();
    await expect(sellerForm.getByRole('alert')).toHaveText(GOODS_QNA_MESSAGES.categoryRequired);
    await expect(sellerForm.getByRole('textbox', { name: '제목' })).toHaveValue('출고일이 궁금합니다');
  });
});
