import { expect, test } from '../../../fixtures/test';
import { FaqPage } from '../../../pages/cs-center-page';
import { ShellPage } from '../../../pages/shell-page';

test('the customer centre shows how to reach the shop, the FAQ types and the newest notices', async ({ page }) => {
  const root = new ShellPage(page).remoteRoot('cs_center');
  await page.goto('/cs-center');
  await expect(root.getByRole('heading', { name: '고객센터', level: 1 })).toBeVisible();
  await expect(root.locator('a[href^="tel:"]')).toHaveText('1588-1234');
  await expect(root.getByText('평일 10:00 ~ 17:00 (주말·공휴일 휴무)')).toBeVisible();
  await expect(root.getByText('help@k-mall.example')).toBeVisible();
  // 1:1 inquiries are My page's (built): the centre links to its form.
  await expect(root.getByRole('link', { name: '1:1 문의하기' })).toHaveAttribute('href', '/mypage/inquiry/qna/create');
  const faqTypes = root.locator('.faq-type-links a');
  await expect(faqTypes).toHaveText(['주문/결제4', '배송5', '취소/반품/교환4', '환불2', '회원정보3', '쿠폰/적립금3']);
  const notices = root.locator('.notice-recent a');
  await expect(notices).toHaveCount(5);
  await expect(notices.first()).toContainText('[필독] 사칭 문자 및 피싱 사이트 주의 안내');
  await root.getByRole('link', { name: /^배송/ }).click();
  await expect(page).toHaveURL(/\/cs-center\/faq\/\d+$/);
  await expect(new FaqPage(page).question(/배송은 얼마나 걸리나요\?/)).toBeVisible();
});

test('FAQ: one type as an accordion, a search finds an answer by a word inside it and marks the word', async ({ page }) => {
  const faq = new FaqPage(page);
  await page.goto('/cs-center');
  await faq.root.getByRole('link', { name: /^주문\/결제/ }).click();
  await expect(faq.heading).toBeVisible();
  await expect(faq.types.getByRole('link', { name: /주문\/결제/ })).toHaveAttribute('aria-current', 'page');
  await expect(faq.questions).toHaveCount(4);
  const question = faq.question(/현금영수증은 어떻게 발급받나요\?/);
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(faq.answer('현금영수증은 어떻게 발급받나요?')).toContainText('입금 확인 후 자동으로 발급됩니다.');

  // "송장번호" is only inside an answer of another type.
  await faq.search('송장번호');
  await expect(page).toHaveURL(/\?keyword=/);
  await expect(faq.root.getByRole('heading', { name: '‘송장번호’ 검색 결과 1건' })).toBeVisible();
  const answer = faq.answer('배송 조회는 어디서 하나요?');
  await expect(answer).toBeVisible();
  await expect(answer.locator('mark')).toHaveText('송장번호');

  // Initial consonants, as Korean shoppers type them: ㅎㄱㅇㅅㅈ → 현금영수증.
  await faq.search('ㅎㄱㅇㅅㅈ');
  await expect(faq.root.getByRole('heading', { name: '‘ㅎㄱㅇㅅㅈ’ 검색 결과 1건' })).toBeVisible();
  await expect(faq.question(/현금영수증은 어떻게 발급받나요\?/).locator('mark')).toHaveText('현금영수증');

  await faq.search('없는검색어입니다');
  await expect(faq.root.getByRole('heading', { name: '검색 결과가 없습니다' })).toBeVisible();
});
