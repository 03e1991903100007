import { expect, test } from '../../../fixtures/test';
import { GoodsDetailPage } from '../../../pages/catalog-page';
import { ModalStack } from '../../../pages/modal-stack';
import { joinByApi, LoginPage, newSandboxPerson } from '../../../pages/mypage-page';

const CONTENT_TIMEOUT = 15_000;

/** A new member asks the seller on goods detail, then edits and deletes the question from My page through catalog's modal. */
test('ask the seller, edit the question from My page, then delete it', async ({ page }) => {
  test.slow();
  const person = newSandboxPerson('sqna');
  const member = await joinByApi(page, person, `sq${person.phone.slice(-7)}`);
  await new LoginPage(page).goto('/mypage/inquiry/seller-qna');
  await new LoginPage(page).login(member);
  await expect(page.getByText('작성한 상품·판매자 문의가 없습니다.')).toBeVisible({ timeout: CONTENT_TIMEOUT });

  const detail = new GoodsDetailPage(page);
  await detail.goto(3);
  await detail.openQna();
  await detail.qna.getByRole('button', { name: '판매자 문의하기' }).click();
  const stack = new ModalStack(page);
  const ask = stack.dialog('판매자 문의하기');
  await ask.getByRole('combobox', { name: '문의 유형' }).selectOption({ label: '배송 문의' });
  await ask.getByRole('textbox', { name: '제목' }).fill('출고일이 궁금합니다');
  await ask.getByRole('textbox', { name: '문의 내용' }).fill('오늘 주문하면 언제 출고되는지 알려 주세요.');
  await ask.getByRole('button', { name: '문의 등록' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('판매자 문의가 등록되었습니다.');
  await alert.getByRole('button', { name: '확인' }).click();

  await page.goto('/mypage/inquiry/seller-qna');
  const list = page.getByRole('list', { name: '상품·판매자 문의 내역' });
  let item = list.getByRole('listitem', { name: '출고일이 궁금합니다' });
  await expect(item).toContainText('답변대기', { timeout: CONTENT_TIMEOUT });
  await expect(page.getByText('답변완료 0 · 답변대기 1')).toBeVisible();
  await item.getByText('출고일이 궁금합니다').click();
  await item.getByRole('button', { name: '출고일이 궁금합니다 수정' }).click();
  const edit = stack.dialog('판매자 문의 수정');
  await expect(edit.getByRole('textbox', { name: '문의 내용' })).toHaveValue('오늘 주문하면 언제 출고되는지 알려 주세요.');
  await edit.getByRole('textbox', { name: '제목' }).fill('출고일과 도착일이 궁금합니다');
  await edit.getByRole('button', { name: '수정하기' }).click();
  await expect(alert).toContainText('문의가 수정되었습니다.');
  await alert.getByRole('button', { name: '확인' }).click();
  item = list.getByRole('listitem', { name: '출고일과 도착일이 궁금합니다' });
  await expect(item).toBeVisible();

  // The question stays unfolded after the edit.
  await item.getByRole('button', { name: '출고일과 도착일이 궁금합니다 삭제' }).click();
  await expect(alert).toContainText('문의를 삭제할까요?');
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(alert).toContainText('문의가 삭제되었습니다.');
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('작성한 상품·판매자 문의가 없습니다.')).toBeVisible();
});
