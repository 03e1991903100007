import { formatFindings, seriousViolations } from '../../../fixtures/axe';
import { expect, test } from '../../../fixtures/test';
import { newSandboxPerson, verifyIdentityInPopup } from '../../../pages/mypage-page';

/**
 * /join/info shows the verified phone masked, yet the server refuses a password with its digits: the live
 * check asks the server while typing, so the page says so before submit, in the server's words.
 */
test('join: a password with the verified phone’s digits gets the server’s message while typing, before submit', async ({ page }) => {
  test.slow(); // the identity popup and a server check while typing, on a busy machine
  const person = newSandboxPerson('joinpw');
  let registers = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/members') registers += 1;
  });
  await page.goto('/join/certification');
  await verifyIdentityInPopup(page, page.getByRole('button', { name: '휴대폰 본인인증' }), person);
  await expect(page).toHaveURL('/join/info');
  await expect(page.getByLabel('휴대폰 번호', { exact: true })).toHaveValue(`${person.phone.slice(0, 3)}-****-${person.phone.slice(-4)}`);

  const check = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/members/password-check');
  await page.getByLabel('비밀번호', { exact: true }).fill(`Zq${person.phone.slice(-8)}!`);
  expect((await check).status()).toBe(200);
  const strength = page.getByText('비밀번호 안전도: 위험 · 휴대폰 번호가 포함된 비밀번호는 사용할 수 없습니다.');
  await expect(strength).toBeVisible();
  expect(await seriousViolations(page), formatFindings(await seriousViolations(page))).toEqual([]);

  await page.getByLabel('비밀번호', { exact: true }).fill('Trek2468!x');
  await expect(page.getByText(/비밀번호 안전도: 안전/)).toBeVisible();
  await expect(strength).toHaveCount(0);
  expect(registers).toBe(0);
});
