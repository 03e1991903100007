import { expect, test } from '../../../fixtures/test';
import { MEMBER_STATE } from '../../../fixtures/member-state';
import { LiveCommercePages } from '../../../pages/exhibit-page';
import { CONTENT_TIMEOUT } from '../../../pages/shell-chrome';

test.use({ storageState: MEMBER_STATE });

test('a member chats in a live room: the Korean message joins the feed as theirs and the field empties', async ({ page }) => {
  const live = new LiveCommercePages(page);
  await live.goto(1);
  await expect(live.heading).toHaveText('겨울 아우터 라이브 특가', { timeout: CONTENT_TIMEOUT });
  const text = `아이보리 패딩 L 사이즈 재고 있나요? ${Date.now().toString(36)}`;
  const input = live.chat.getByRole('textbox');
  await input.fill(text);
  await live.chat.getByRole('button', { name: '보내기' }).click();
  const mine = live.feed.filter({ hasText: text });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('김*모');
  await expect(mine).toHaveClass(/live-chat__message--mine/);
  await expect(input).toHaveValue('');
  // It is stored: a reload reads it back.
  await page.reload();
  await expect(live.feed.filter({ hasText: text })).toHaveCount(1, { timeout: CONTENT_TIMEOUT });
});
