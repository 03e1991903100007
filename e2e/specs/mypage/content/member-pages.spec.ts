import { formatPoint } from '@mall/shared-contracts';
import { expect, test } from '../../../fixtures/test';
import { MEMBER_STATE } from '../../../fixtures/member-state';
import { ModalStack } from '../../../pages/modal-stack';
import { ShellPage } from '../../../pages/shell-page';
import { SocialConnectionsSection } from '../../../pages/social-login';

/** Each member-squad page shows its own content (both projects); the flows are in mypage/journey/member-account.spec.ts. */
test.describe('logged out', () => {
  test('/join explains joining and starts with identity verification', async ({ page }) => {
    await page.goto('/join');
    await expect(page.getByRole('heading', { name: '회원가입', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: '회원가입 단계' })).toContainText('1. 본인인증');
    await expect(page.getByRole('link', { name: '휴대폰 본인인증으로 가입하기' })).toHaveAttribute('href', '/join/certification');
  });

  test('/join/certification offers the verification; /join/info without it goes back there', async ({ page }) => {
    await page.goto('/join/certification');
    await expect(page.getByRole('heading', { name: '본인인증', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: '휴대폰 본인인증' })).toBeEnabled();
    await page.goto('/join/info');
    await expect(page).toHaveURL('/join/certification');
  });

  test('/find shows find id; /find/password its own form; the results need a result first', async ({ page }) => {
    await page.goto('/find');
    await expect(page.getByRole('heading', { name: '아이디·비밀번호 찾기', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: '아이디 찾기' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: '아이디 찾기' })).toBeVisible();
    await page.getByRole('link', { name: '비밀번호 찾기' }).click();
    await expect(page).toHaveURL('/find/password');
    await expect(page.getByRole('button', { name: '인증번호 받기' })).toBeVisible();
    await page.goto('/find/id/result');
    await expect(page).toHaveURL('/find/id');
    await page.goto('/find/password/change');
    await expect(page).toHaveURL('/find/password');
  });

  test('/find/id says when nobody matches', async ({ page }) => {
    await page.goto('/find/id');
    await page.getByLabel('이름', { exact: true }).fill('없는사람');
    await page.getByLabel('이메일', { exact: true }).fill('nobody@example.com');
    await page.getByRole('button', { name: '아이디 찾기' }).click();
    await expect(page.getByRole('alert')).toHaveText('입력하신 정보와 일치하는 회원 정보가 없습니다.');
  });

  test('/adult/certification asks a visitor to log in first', async ({ page }) => {
    await page.goto('/adult/certification?redirect_to_after=%2Fgoods%2Fdetail%2F40');
    await expect(page.getByRole('heading', { name: '성인 인증', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: '로그인 후 성인 인증하기' })).toHaveAttribute('href', /^\/login\?redirect_to_after=/);
  });

  test('guest-login modal: 비회원 주문조회 over any page', async ({ page }) => {
    await page.goto('/cs-center');
    await expect(page.getByRole('heading', { name: '고객센터', level: 1 })).toBeVisible();
    const stack = new ModalStack(page);
    await stack.openByHash('guest-login');
    const modal = stack.dialog('비회원 주문조회');
    await expect(modal.getByLabel('주문자명')).toBeVisible();
    await modal.getByLabel('주문자명').fill('이게스트');
    await modal.getByLabel('주문번호').fill('20261101-0000001');
    await modal.getByRole('button', { name: '주문조회' }).click();
    await expect(page).toHaveURL('/guest/order/20261101-0000001');
  });
});

test.describe('as the demo member', () => {
  test.use({ storageState: MEMBER_STATE });

  test('/mypage: the grade in the shop’s grade colour, points, coupons and order counts as mall-api computed them', async ({ page }) => {
    const answer = (path: string) => page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'GET' && r.ok());
    const benefitsAnswer = answer('/api/v1/my/benefits');
    const countsAnswer = answer('/api/v1/my/order-counts');
    await page.goto('/mypage');
    const benefits = (await (await benefitsAnswer).json()) as { point: number; coupon_count: number };
    const counts = (await (await countsAnswer).json()) as Record<string, number>;

    const stats = page.locator('.stat-grid');
    await expect(stats.getByText('적립금', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(formatPoint(benefits.point));
    await expect(stats.getByText('쿠폰', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(`${benefits.coupon_count}장`);
    // The seeded rows (benefit.spec: 6 usable coupons, 3,500P) and the month's VIP grade coupon the server's
    // re-grade paid at start — a constant here would hide a count that stopped being real.
    expect(benefits.coupon_count).toBe(7);
    expect(benefits.point).toBe(3500);

    const steps = page.getByRole('region', { name: '주문·배송 현황' }).getByRole('listitem');
    const labels = { pay_waiting: '입금대기', paid: '결제완료', preparing: '배송준비', shipping: '배송중', delivered: '배송완료' };
    for (const [key, label] of Object.entries(labels)) {
      await expect(steps.filter({ hasText: label }).locator('strong')).toHaveText(String(counts[key]));
    }
    expect(Object.keys(labels).reduce((sum, key) => sum + (counts[key] ?? 0), 0)).toBeGreaterThan(0);

    const grade = page.locator('.mypage-profile__grade strong');
    // The server's monthly re-grade at start: the demo member's year of purchases (over 1,000,000원) earns VIP.
    await expect(grade).toHaveText('VIP');
    const [gradeColor, shopGradeColor] = await grade.evaluate((el) => {
      const probe = document.createElement('span');
      probe.style.color = getComputedStyle(document.documentElement).getPropertyValue('--color-grade-vip').trim();
      document.body.append(probe);
      const expected = getComputedStyle(probe).color;
      probe.remove();
      return [getComputedStyle(el).color, expected];
    });
    expect(shopGradeColor).not.toBe('');
    expect(gradeColor).toBe(shopGradeColor);
  });

  test('/mypage links to the member pages that exist', async ({ page }) => {
    await page.goto('/mypage');
    const menu = page.getByRole('navigation', { name: '마이페이지 메뉴' });
    for (const [label, href] of [
      ['찜한 상품', '/mypage/wish'],
      ['쿠폰', '/mypage/benefit/coupon'],
      ['적립금', '/mypage/benefit/point'],
      ['등급 혜택', '/mypage/grade-benefit'],
      ['내 사이즈', '/mypage/my-size'],
      ['회원정보 수정', '/mypage/member-info/edit'],
    ]) {
      await expect(menu.getByRole('link', { name: label })).toHaveAttribute('href', href!);
    }
  });

  test('/mypage/grade-benefit: the grade, the way up and every grade with its benefits', async ({ page }) => {
    await page.goto('/mypage/grade-benefit');
    await expect(page.getByRole('heading', { name: '등급 혜택', level: 1 })).toBeVisible();
    await expect(page.getByText('회원님의 등급은 VIP입니다.')).toBeVisible();
    await expect(page.getByTestId('grade-next')).toHaveText('최고 등급입니다. 감사합니다.');
    for (const name of ['웰컴', '실버', '골드', 'VIP']) await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(page.getByText('구매 금액의 3% 적립')).toBeVisible();
  });

  test('/mypage/my-size: the size form', async ({ page }) => {
    await page.goto('/mypage/my-size');
    await expect(page.getByRole('heading', { name: '내 사이즈', level: 1 })).toBeVisible();
    await expect(page.getByLabel('신발 사이즈 (mm)')).toBeVisible();
    await page.getByLabel('키 (cm)').fill('90');
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect(page.getByRole('alert')).toHaveText('키는 100~230 사이의 숫자로 입력해 주세요.');
  });

  test('/mypage/member-info/edit: the password first, then the profile', async ({ page }) => {
    await page.goto('/mypage/member-info/edit');
    await expect(page.getByRole('heading', { name: '회원정보 수정', level: 1 })).toBeVisible();
    await page.getByLabel('비밀번호', { exact: true }).fill('wrong-pass1');
    await page.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('alert')).toHaveText('비밀번호가 일치하지 않습니다.');
    await page.getByLabel('비밀번호', { exact: true }).fill('demo1234!');
    await page.getByRole('button', { name: '확인' }).click();
    await expect(page.getByLabel('이메일', { exact: true })).toHaveValue('demo@example.com');
    await expect(page.getByText('김데모')).toBeVisible();
    await expect(page.getByRole('switch', { name: '이메일 수신' })).toBeVisible();
  });

  test('/mypage/member-info/edit: SNS 계정 연결 shows the seeded Kakao account and the platforms to connect', async ({ page }) => {
    await page.goto('/mypage/member-info/edit');
    const sns = new SocialConnectionsSection(page);
    await expect(sns.root.getByRole('heading', { name: 'SNS 계정 연결', level: 2 })).toBeVisible();
    await expect(sns.item('카카오')).toContainText(/연결됨 · [^@\s]*\*[^@\s]*@example\.com/);
    await expect(sns.disconnectButton('카카오')).toBeEnabled();
    for (const label of ['네이버', 'Apple'] as const) {
      await expect(sns.item(label)).toContainText('연결 안 됨');
      await expect(sns.root.getByRole('button', { name: `${label} 연결하기` })).toBeEnabled();
    }
  });

  test('/mypage/member-info/withdraw: notices and the reasons from informations', async ({ page }) => {
    await page.goto('/mypage/member-info/withdraw');
    await expect(page.getByRole('heading', { name: '회원 탈퇴', level: 1 })).toBeVisible();
    await expect(page.getByText('탈퇴하면 적립금과 쿠폰은 모두 사라지며 되돌릴 수 없습니다.')).toBeVisible();
    await expect(page.getByLabel('이용 빈도가 낮음')).toBeVisible();
  });

  test('/adult/certification and /need-certificate know the demo member is verified', async ({ page }) => {
    await page.goto('/adult/certification');
    await expect(page.getByText('이미 성인 인증을 마쳤습니다.')).toBeVisible();
    await page.goto('/need-certificate');
    await expect(page.getByRole('heading', { name: '본인인증이 필요합니다', level: 1 })).toBeVisible();
    await expect(page.getByText('본인인증을 이미 마쳤습니다.')).toBeVisible();
  });

  test('/password-change-advice: change now or later', async ({ page }) => {
    await page.goto('/password-change-advice');
    await expect(page.getByRole('heading', { name: '비밀번호 변경 안내', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: '3개월 후에 변경하기' })).toBeVisible();
  });

  test('password-change and renewal-password-change modals open by their hash', async ({ page }) => {
    const stack = new ModalStack(page);
    await page.goto('/mypage');
    await expect(page.getByRole('navigation', { name: '마이페이지 메뉴' })).toBeVisible();
    await stack.openByHash('password-change');
    await expect(stack.dialog('비밀번호 변경').getByLabel('현재 비밀번호')).toBeVisible();
    await page.goBack();
    await expect(stack.modals).toHaveCount(0);
    await stack.openByHash('renewal-password-change');
    await expect(stack.dialog('비밀번호 변경 안내').getByRole('button', { name: '3개월 후에 변경하기' })).toBeVisible();
    await new ShellPage(page).expectRemoteMounted('mypage');
  });
});
