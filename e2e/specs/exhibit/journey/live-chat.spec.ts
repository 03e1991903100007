import { expect, test } from '../../../fixtures/test';
import { MEMBER_STATE } from '../../../fixtures/member-state';
import { LiveCommercePages } from '../../../pages/exhibit-page';
import { CONTENT_TIMEOUT } from '../../../pages/shell-chrome';

test.describe('as the demo member', () => {
  test.use({ storageState: MEMBER_STATE });

  test('live room chat: the member writes under a masked name; an over-long message is refused and kept', async ({ page }) => {
    const live = new LiveCommercePages(page);
    await live.goto(1);
    await expect(live.heading).toHaveText('겨울 아우터 라이브 특가', { timeout: CONTENT_TIMEOUT });
    const input = live.chat.getByRole('textbox');
    await expect(input).toHaveAttribute('placeholder', '김*모님, 채팅을 남겨 보세요');
    const long = '가'.repeat(101);
    await input.fill(long);
    await expect(live.chat).toContainText('101/100');
    await live.chat.getByRole('button', { name: '보내기' }).click();
    await expect(live.chat.getByRole('alert')).toHaveText('채팅은 100자까지 입력할 수 있습니다.');
    await expect(input).toHaveValue(long);
    await input.fill('   ');
    await live.chat.getByRole('button', { name: '보내기' }).click();
    await expect(live.chat.getByRole('alert')).toHaveText('채팅 내용을 입력해 주세요.');
  });
});
