import { expect, test } from '../../../fixtures/test';
import { RaffleDetailPage } from '../../../pages/exhibit-page';
import { LoginPage } from '../../../pages/mypage-page';
import { ModalStack } from '../../../pages/modal-stack';
import { CONTENT_TIMEOUT } from '../../../pages/shell-chrome';

/** mall-api's RAFFLE_JOURNEY_MEMBER: a member of this journey's own, who has entered no raffle (a fresh test server). */
const RAFFLER = { loginId: 'raffler', password: 'raffle1234!' } as const;

/**
 * The journey's member enters ongoing raffle 1 once with a size and consent, sees the entry on the
 * detail and in My page, and a second entry is refused with a clear message.
 */
test('enter a raffle once, see it in My page; the second try is refused', async ({ page }) => {
  const raffle = new RaffleDetailPage(page);
  const stack = new ModalStack(page);
  const login = new LoginPage(page);
  await login.goto('/raffle/detail/1');
  await login.login(RAFFLER);
  await expect(page).toHaveURL('/raffle/detail/1');
  await expect(raffle.heading).toHaveText('프리미엄 하이탑 스니커즈 한정판 래플', { timeout: CONTENT_TIMEOUT });
  const before = Number(
    (await raffle.facts
      .getByText(/^\d+명$/)
      .first()
      .textContent())!.replace('명', ''),
  );

  await raffle.button('응모하기').click();
  const entry = stack.dialog('래플 응모');
  await entry.getByText('270', { exact: true }).click();
  await entry.getByRole('checkbox', { name: /유의사항을 확인했으며/ }).check();
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/v1/raffles/1/entries') && r.request().method() === 'POST');
  await entry.getByRole('button', { name: '응모하기' }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  await expect(stack.alert).toContainText('응모가 완료되었습니다.');
  await expect(stack.alert).toContainText('응모 사이즈: 사이즈 270');
  await stack.alert.getByRole('button', { name: '확인' }).click();
  await expect(raffle.mine).toContainText('사이즈 270');
  await expect(raffle.button('응모 완료')).toBeDisabled();
  await expect(raffle.facts).toContainText(`응모 인원${before + 1}명`);

  // A second entry (another tab, a replayed request) is refused by the server with the rule's message.
  const authorization = (await response.request().allHeaders()).authorization!;
  const again = await page.request.post('/api/v1/raffles/1/entries', { headers: { authorization }, data: { goods_option_id: null, agreed: true } });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe('이미 응모하신 래플입니다. 래플은 1인 1회만 응모할 수 있습니다.');
  await stack.openByHash('#raffle-entry?raffle_id=1');
  await expect(stack.dialog('래플 응모')).toContainText('이미 응모하신 래플입니다.');

  await page.goto('/mypage/raffle');
  const items = page.getByRole('list', { name: '응모한 래플' }).getByRole('listitem');
  await expect(items).toHaveCount(1, { timeout: CONTENT_TIMEOUT });
  await expect(items.first()).toContainText('프리미엄 하이탑 스니커즈 한정판 래플');
  await expect(items.first()).toContainText('발표 대기');
});
