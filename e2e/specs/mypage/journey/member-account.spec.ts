import { expect, test } from '../../../fixtures/test';
import { codeIn, joinByApi, LoginPage, newSandboxPerson, sandboxOutbox, verifyIdentityInPopup, watchCaptcha } from '../../../pages/mypage-page';
import { ShellPage } from '../../../pages/shell-page';

/**
 * A new shopper, end to end through the sandboxes: join with the identity popup, log in, forget the
 * id (found by phone, sent by SMS), forget the password (code by e-mail), log in with the new one.
 */
test('join through the sandbox verification, then find the id by phone and the password by e-mail', async ({ page, busEvents }) => {
  test.slow(); // a dozen pages, a popup and the sandbox inbox
  const person = newSandboxPerson('journey', { name: '정가입' });
  const loginId = `j${person.phone.slice(-7)}`;
  const email = `${loginId}@example.com`;
  const shell = new ShellPage(page);

  await page.goto('/join');
  await expect(page.getByRole('heading', { name: '회원가입', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: '휴대폰 본인인증으로 가입하기' }).click();
  await expect(page).toHaveURL('/join/certification');
  await verifyIdentityInPopup(page, page.getByRole('button', { name: '휴대폰 본인인증' }), person);
  await expect(page).toHaveURL('/join/info');
  await expect(page.getByLabel('이름', { exact: true })).toHaveValue(person.name);

  await page.getByLabel('아이디', { exact: true }).fill(loginId);
  await page.getByRole('button', { name: '중복 확인' }).click();
  await expect(page.getByText('사용할 수 있는 아이디입니다.')).toBeVisible();
  // The page shows the phone masked; the server's live check knows the number and says what submit would.
  await page.getByLabel('비밀번호', { exact: true }).fill(`Zq${person.phone.slice(-8)}!`);
  await expect(page.getByText('비밀번호 안전도: 위험 · 휴대폰 번호가 포함된 비밀번호는 사용할 수 없습니다.')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill('Trek2468!x');
  await expect(page.getByText(/비밀번호 안전도: 안전/)).toBeVisible();
  await page.getByLabel('비밀번호 확인').fill('Trek2468!x');
  await expect(page.getByText('비밀번호가 일치합니다.')).toBeVisible();
  await page.getByLabel('이메일', { exact: true }).fill(email);
  await page.getByLabel('전체 동의').check();
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL('/join/complete');
  await expect(page.getByTestId('joined-login-id')).toHaveText(loginId);
  expect(busEvents.filter((e) => e.name === 'track.registrationComplete').map((e) => e.payload)).toEqual([{ loginId }]);

  await page.getByRole('link', { name: '로그인하기' }).click();
  await new LoginPage(page).login({ loginId, password: 'Trek2468!x' });
  await expect(page).toHaveURL('/mypage');
  await expect(page.getByRole('heading', { name: `${person.name}님, 반갑습니다` })).toBeVisible();
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL('/');

  // The id, by phone: masked on the page, whole by SMS.
  await page.goto('/find/id');
  await page.getByLabel('이름', { exact: true }).fill(person.name);
  await page.getByLabel('휴대폰으로 찾기').check();
  await page.getByLabel('휴대폰 번호').fill(person.phone);
  await page.getByRole('button', { name: '아이디 찾기' }).click();
  await expect(page).toHaveURL('/find/id/result');
  await expect(page.getByText(`${loginId.slice(0, 4)}****`)).toBeVisible();
  await page.getByRole('button', { name: '문자로 아이디 받기' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('입력하신 휴대폰 번호로 아이디를 보내 드렸습니다.');
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  expect((await sandboxOutbox(page, person.phone))[0]?.body).toContain(`회원님의 아이디는 ${loginId} 입니다.`);

  // The password, by e-mail: code → verify → new password.
  await page.getByRole('link', { name: '비밀번호 찾기' }).click();
  await expect(page).toHaveURL('/find/password');
  await page.getByLabel('아이디', { exact: true }).fill(loginId);
  await page.getByLabel('이름', { exact: true }).fill(person.name);
  await page.getByLabel('이메일', { exact: true }).fill(email);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('입력하신 이메일 주소로 인증번호가 발송되었습니다.');
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('timer')).toContainText(/남은 시간 [23]:\d\d/);
  const [mail] = await sandboxOutbox(page, email);
  await page.getByLabel('인증번호', { exact: true }).fill(codeIn(mail!.body));
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('인증이 완료되었습니다.');
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await page.getByRole('button', { name: '비밀번호 재설정' }).click();
  await expect(page).toHaveURL('/find/password/change');
  await page.getByLabel('새 비밀번호', { exact: true }).fill('Brisk3579#q');
  await page.getByLabel('새 비밀번호 확인').fill('Brisk3579#q');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('비밀번호가 변경되었습니다.');
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL('/login');
  await new LoginPage(page).login({ loginId, password: 'Brisk3579#q' });
  await expect(page).toHaveURL('/mypage');
  await shell.expectRemoteMounted('mypage');
});

test('a verification cancelled or closed midway leaves the shopper on the step, with a way to retry', async ({ page }) => {
  const person = newSandboxPerson('cancel');
  await page.goto('/join/certification');
  const start = page.getByRole('button', { name: '휴대폰 본인인증' });
  await verifyIdentityInPopup(page, start, person, 'close');
  await expect(page.getByRole('alert')).toHaveText('본인인증이 완료되지 않았습니다. 다시 시도해 주세요.');
  await verifyIdentityInPopup(page, start, person, 'cancel');
  await expect(page.getByRole('alert')).toHaveText('본인인증이 완료되지 않았습니다. 다시 시도해 주세요.');
  await expect(page).toHaveURL('/join/certification');
});

test('an existing member who tries to join again is shown the account instead', async ({ page }) => {
  await page.goto('/join/certification');
  await verifyIdentityInPopup(page, page.getByRole('button', { name: '휴대폰 본인인증' }), {
    name: '김데모',
    birthdate: '1990-05-17',
    gender: 'female',
    phone: '01012345678',
  });
  await expect(page.getByRole('status').filter({ hasText: '이미 가입된 회원입니다' })).toContainText('이미 가입된 회원입니다. 가입하신 아이디는 de**');
  await expect(page.getByRole('link', { name: '아이디 찾기' })).toHaveAttribute('href', '/find/id');
});

test('a member withdraws: the account can no longer log in', async ({ page }) => {
  const person = newSandboxPerson('withdraw', { name: '윤탈퇴' });
  const loginId = `w${person.phone.slice(-7)}`;
  // Join through the API (the journey above covers the pages), then leave through the pages.
  await joinByApi(page, person, loginId);

  const login = new LoginPage(page);
  await login.goto('/mypage/member-info/withdraw');
  await login.login({ loginId, password: 'Trek2468!x' });
  await expect(page).toHaveURL('/mypage/member-info/withdraw');
  await page.getByLabel('기타').check();
  await page.getByLabel('비밀번호').fill('Trek2468!x');
  await page.getByLabel('유의사항을 모두 확인했습니다.').check();
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page.getByRole('alert')).toHaveText('탈퇴 사유를 자세히 입력해 주세요.');
  await page.getByLabel('자세한 사유').fill('이사를 가서 더 이상 이용하지 않아요.');
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('회원 탈퇴가 완료되었습니다.');
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL('/');

  await login.goto();
  await login.login({ loginId, password: 'Trek2468!x' });
  await expect(page.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 일치하지 않습니다.');
});

test('a password older than 180 days: the advice after login, "later" goes on to the wanted page', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto('/mypage/grade-benefit');
  await login.login({ loginId: 'oldpass', password: 'oldpass123!' });
  await expect(page).toHaveURL(`/password-change-advice?redirect_to_after=${encodeURIComponent('/mypage/grade-benefit')}`);
  await expect(page.getByRole('heading', { name: '비밀번호 변경 안내', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '3개월 후에 변경하기' }).click();
  await expect(page).toHaveURL('/mypage/grade-benefit');
  await expect(page.getByRole('heading', { name: '등급 혜택', level: 1 })).toBeVisible();
});

test('five wrong passwords: the captcha appears, solving it lets the right password in', async ({ page }) => {
  // A join and seven logins, each hashing a password on the server: over 30 s when the other worker is busy.
  test.slow();
  const person = newSandboxPerson('captcha', { name: '오캡차' });
  const member = await joinByApi(page, person, `c${person.phone.slice(-7)}`);
  const login = new LoginPage(page);
  const captchaAnswer = watchCaptcha(page);
  await login.goto();
  for (let i = 0; i < 5; i++) {
    await login.login({ loginId: member.loginId, password: 'wrong-pass1' });
    await expect(page.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 일치하지 않습니다.');
  }
  const image = page.getByRole('img', { name: '자동입력 방지 문자' });
  await expect(image).toBeVisible();
  // The right password without the captcha is refused by the server, not only by the page.
  const direct = await page.request.post('/api/v1/auth/login', { data: { login_id: member.loginId, password: member.password } });
  expect(direct.status()).toBe(401);
  expect(((await direct.json()) as { code: string }).code).toBe('CAPTCHA_REQUIRED');

  await page.getByLabel('자동입력 방지 문자').fill(await captchaAnswer());
  await login.password.fill(member.password);
  await login.submit.click();
  await expect(page).toHaveURL('/mypage');
  await expect(page.getByRole('heading', { name: `${person.name}님, 반갑습니다` })).toBeVisible();
});
