import { expect, test } from '../../../fixtures/test';
import { MEMBER_STATE } from '../../../fixtures/member-state';
import { ModalStack } from '../../../pages/modal-stack';
import { goodsName } from '../../../pages/mypage-page';

/**
 * The demo member's 1:1 inquiries as seeded (mall-api my-inquiries-seed): #1 배송 and #3 쿠폰/적립금
 * answered, #2 니트 세탁 and #4 휴대폰 번호 waiting. The create test adds a question of its own (titled
 * per project); the seeded ones are only read.
 */
test.describe('1:1 inquiry pages of the demo member', () => {
  test.use({ storageState: MEMBER_STATE });

  test('/mypage/inquiry: the 1:1 tab with the seeded inquiries', async ({ page }) => {
    await page.goto('/mypage/inquiry');
    await expect(page.getByRole('heading', { name: '문의 내역', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '문의 종류' }).getByRole('link', { name: '1:1 문의' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('list', { name: '1:1 문의 내역' }).getByRole('listitem', { name: '니트 세탁 방법이 궁금합니다' })).toContainText('답변대기');
  });

  test('/mypage/inquiry/qna: answered with the shop’s answer, waiting with edit and delete', async ({ page }) => {
    await page.goto('/mypage/inquiry/qna?page=1');
    const list = page.getByRole('list', { name: '1:1 문의 내역' });
    const answered = list.getByRole('listitem', { name: '리뷰 적립금이 들어오지 않았어요' });
    await expect(answered).toContainText('답변완료');
    await expect(answered).toContainText('쿠폰/적립금');
    await answered.getByText('리뷰 적립금이 들어오지 않았어요').click();
    await expect(answered.getByRole('region', { name: '답변' })).toContainText('리뷰 적립금 700원이 정상 적립되었습니다.');
    await expect(answered.getByRole('button', { name: /수정/ })).toHaveCount(0);
    const waiting = list.getByRole('listitem', { name: '휴대폰 번호를 바꾸고 싶어요' });
    await waiting.getByText('휴대폰 번호를 바꾸고 싶어요').click();
    await expect(waiting.getByRole('button', { name: '휴대폰 번호를 바꾸고 싶어요 수정' })).toBeVisible();
    await expect(waiting.getByRole('button', { name: '휴대폰 번호를 바꾸고 싶어요 삭제' })).toBeVisible();
  });

  test('/mypage/inquiry/qna/create: cs’s categories, the rules, and the question lands in the list', async ({ page }, testInfo) => {
    await page.goto('/mypage/inquiry/qna/create');
    await expect(page.getByRole('heading', { name: '1:1 문의하기', level: 1 })).toBeVisible();
    const category = page.getByLabel('문의 유형');
    await expect(category.locator('option', { hasText: '취소/반품/교환' })).toHaveCount(1);
    await page.getByRole('button', { name: '문의 등록' }).click();
    await expect(page.getByRole('alert')).toHaveText('문의 유형을 선택해 주세요.');
    await category.selectOption({ label: '취소/반품/교환' });
    const title = `교환 문의 (${testInfo.project.name})`;
    await page.getByLabel('제목').fill(title);
    await page.getByLabel('문의 내용').fill('교환돼요?');
    await page.getByRole('button', { name: '문의 등록' }).click();
    await expect(page.getByRole('alert')).toHaveText('문의 내용은 10자 이상 입력해 주세요.');
    await page.getByLabel('문의 내용').fill('주문한 니트를 한 치수 큰 사이즈로 교환하고 싶어요.');
    await page.getByRole('button', { name: '문의 등록' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('문의가 등록되었습니다.');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL('/mypage/inquiry/qna');
    await expect(page.getByRole('list', { name: '1:1 문의 내역' }).getByRole('listitem', { name: title })).toContainText('답변대기');
  });

  test('my-qna-edit: the waiting inquiry in its form', async ({ page }) => {
    await page.goto('/mypage/inquiry/qna');
    await expect(page.getByRole('list', { name: '1:1 문의 내역' })).toBeVisible();
    const stack = new ModalStack(page);
    await stack.openByHash('my-qna-edit?qna_id=2');
    const dialog = stack.dialog('1:1 문의 수정');
    await expect(dialog.getByLabel('제목')).toHaveValue('니트 세탁 방법이 궁금합니다');
    await expect(dialog.getByLabel('문의 유형').locator('option:checked')).toHaveText('상품');
    await dialog.getByLabel('제목').fill('');
    await dialog.getByRole('button', { name: '수정하기' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('제목을 입력해 주세요.');
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(stack.modals).toHaveCount(0);
  });
});

/**
 * The demo member's goods and seller questions as seeded (mall-api goods-qna-data DEMO_GOODS_QNAS): on
 * goods #1 a secret answered goods question, an answered seller question and a waiting goods question;
 * on goods #2 a waiting seller question. Read only here; the edit and delete are in seller-qna.journey.
 */
test.describe('goods and seller Q&A of the demo member', () => {
  test.use({ storageState: MEMBER_STATE });

  test('/mypage/inquiry/seller-qna: answer state, secret flag, the goods, and edit or delete only while waiting', async ({ page }) => {
    await page.goto('/mypage/inquiry/seller-qna?page=1');
    await expect(page.getByRole('heading', { name: '문의 내역', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '문의 종류' }).getByRole('link', { name: '상품·판매자 문의' })).toHaveAttribute('aria-current', 'page');
    const list = page.getByRole('list', { name: '상품·판매자 문의 내역' });
    const answered = list.getByRole('listitem', { name: '제주도 추가 배송비가 있나요?' });
    await expect(answered).toContainText('답변완료');
    await expect(answered).toContainText('판매자 문의');
    await expect(answered).toContainText('배송 문의');
    await expect(answered).toContainText('비밀글');
    await answered.getByText('제주도 추가 배송비가 있나요?').click();
    await expect(answered.getByRole('region', { name: '답변' })).toContainText('제주 지역은 추가 배송비 3,000원이 있으며');
    await expect(answered.getByRole('link', { name: new RegExp(await goodsName(page, 1)) })).toHaveAttribute('href', '/goods/detail/1');
    await expect(answered.getByRole('button', { name: /수정/ })).toHaveCount(0);

    const waiting = list.getByRole('listitem', { name: '그레이 L 사이즈 재입고 예정이 있나요?' });
    await expect(waiting).toContainText('답변대기');
    await waiting.getByText('그레이 L 사이즈 재입고 예정이 있나요?').click();
    await expect(waiting.getByRole('link', { name: new RegExp(await goodsName(page, 2)) })).toHaveAttribute('href', '/goods/detail/2');
    await expect(waiting.getByRole('button', { name: '그레이 L 사이즈 재입고 예정이 있나요? 수정' })).toBeVisible();
    await expect(waiting.getByRole('button', { name: '그레이 L 사이즈 재입고 예정이 있나요? 삭제' })).toBeVisible();
    // A goods question folds to the start of its contents and says which kind it is.
    await expect(list.getByRole('listitem', { name: /^이 제품 다른 색상도 같은 원단으로/ })).toContainText('상품 문의');
    await expect(list.getByRole('listitem', { name: /^키 160cm인데 S 사이즈를/ })).toContainText('비밀글');
  });

  test('the seller-qna tab opens catalog’s seller-qna-form with the waiting question', async ({ page }) => {
    await page.goto('/mypage/inquiry/seller-qna');
    const waiting = page.getByRole('list', { name: '상품·판매자 문의 내역' }).getByRole('listitem', { name: '그레이 L 사이즈 재입고 예정이 있나요?' });
    await waiting.getByText('그레이 L 사이즈 재입고 예정이 있나요?').click();
    await waiting.getByRole('button', { name: '그레이 L 사이즈 재입고 예정이 있나요? 수정' }).click();
    const dialog = new ModalStack(page).dialog('판매자 문의 수정');
    await expect(dialog.getByRole('textbox', { name: '제목' })).toHaveValue('그레이 L 사이즈 재입고 예정이 있나요?');
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(new ModalStack(page).modals).toHaveCount(0);
  });
});
