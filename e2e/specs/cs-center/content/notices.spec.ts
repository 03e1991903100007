import { expect, test } from '../../../fixtures/test';
import { NoticeDetailPage, NoticeListPage } from '../../../pages/cs-center-page';

const PINNED = ['[필독] 사칭 문자 및 피싱 사이트 주의 안내', '[필독] 설 연휴 배송 및 고객센터 운영 안내', '[필독] 개인정보처리방침 개정 안내'];

test('notices: the important ones pinned above every page, paging, detail with its HTML body and back to the list', async ({ page }) => {
  const list = new NoticeListPage(page);
  await list.goto();
  await expect(list.heading).toBeVisible();
  const titles = list.root.locator('.notice-list__title');
  // 3 pinned + a page of 10 others.
  await expect(titles).toHaveCount(13);
  await expect(titles.first()).toHaveText(PINNED[0]!);
  await expect(list.root.locator('.notice-list__pinned .notice-list__badge')).toHaveText(['중요', '중요', '중요']);

  const pager = list.root.getByRole('navigation', { name: '페이지 이동' });
  await pager.getByRole('button', { name: '2' }).click();
  await expect(page).toHaveURL('/cs-center/notice?page=2');
  await expect(pager.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  await expect(titles.first()).toHaveText(PINNED[0]!);
  const title = (await titles.nth(3).innerText()).trim();
  expect(PINNED).not.toContain(title);
  await titles.nth(3).click();
  await expect(page).toHaveURL(/\/cs-center\/notice\/\d+$/);
  await expect(list.root.getByRole('heading', { level: 1 })).toHaveText(title);
  const detail = new NoticeDetailPage(page);
  await expect(detail.body.locator('p').first()).toHaveText('안녕하세요, 케이몰입니다.');
  await expect(detail.body.locator('ol li')).toHaveCount(2);
  await list.root.getByRole('link', { name: '목록으로' }).click();
  await expect(page).toHaveURL('/cs-center/notice');
});

test('a notice seeded with hostile HTML shows its text and runs nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const detail = new NoticeDetailPage(page);
  await detail.gotoByTitle('게시판 보안 점검 안내');
  await expect(detail.root.getByRole('heading', { level: 1 })).toHaveText('게시판 보안 점검 안내');
  const body = detail.body;
  await expect(body).toContainText('케이몰 게시판은 공지 본문의 위험한 HTML을 걸러서 보여 드립니다.');
  await expect(body).toContainText('자바스크립트 링크 점검');
  await expect(body).toContainText('마우스 이벤트 점검');
  await expect(body).toContainText('위 점검 문구만 보이고 아무 동작도 하지 않으면 정상입니다.');
  // The image stays, without its handler; hovering and clicking what is left triggers nothing.
  await expect(body.getByRole('img', { name: '점검 이미지' })).toBeAttached();
  await body.getByText('마우스 이벤트 점검').hover();
  await body.getByText('자바스크립트 링크 점검').click();
  await expect(page).toHaveURL(/\/cs-center\/notice\/\d+$/);

  const found = await body.evaluate((el) => ({
    scripts: el.querySelectorAll('script').length,
    dangerous: el.querySelectorAll('svg, math, iframe, object, embed, form, button, style').length,
    handlers: [...el.querySelectorAll('*')].flatMap((node) => node.getAttributeNames().filter((a) => a.startsWith('on') || a === 'style')),
    badLinks: [...el.querySelectorAll('[href], [src], [action], [formaction]')]
      .flatMap((node) => ['href', 'src', 'action', 'formaction'].map((a) => node.getAttribute(a) ?? ''))
      .filter((v) => /^\s*(javascript|data|vbscript):/i.test(v.replace(/[\t\n\r]/g, ''))),
  }));
  expect(found).toEqual({ scripts: 0, dangerous: 0, handlers: [], badLinks: [] });
  // Whatever could have run sets this global or opens a dialog.
  expect(await page.evaluate(() => (window as { __noticeXss?: unknown }).__noticeXss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('an unknown notice shows the Korean not-found state', async ({ page }) => {
  await page.goto('/cs-center/notice/99999');
  await expect(page.getByRole('heading', { name: '공지사항을 찾을 수 없습니다.' })).toBeVisible();
});
