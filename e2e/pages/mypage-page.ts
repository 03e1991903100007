import type { Locator, Page } from '@playwright/test';

/** Demo member seeded by mall-api (README: demo credentials). */
export const DEMO_MEMBER = { loginId: 'demo', password: 'demo1234!' } as const;

/** Login (mypage remote): `/login`. */
export class LoginPage {
  static readonly path = '/login';
  readonly root: Locator;
  readonly heading: Locator;
  readonly loginId: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--mypage');
    this.heading = this.root.getByRole('heading', { name: '로그인', level: 1 });
    this.loginId = this.root.getByLabel('아이디');
    this.password = this.root.getByLabel('비밀번호');
    this.submit = this.root.getByRole('button', { name: '로그인', exact: true });
  }

  async goto(redirectTo?: string): Promise<void> {
    await this.page.goto(redirectTo ? `${LoginPage.path}?redirect_to_after=${encodeURIComponent(redirectTo)}` : LoginPage.path);
  }

  async login({ loginId, password }: { loginId: string; password: string } = DEMO_MEMBER): Promise<void> {
    await this.loginId.fill(loginId);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/** Seeded guest order (mall-api seed): orderer name + order number for 비회원 주문조회. */
export const GUEST_ORDER = { ordererName: '이게스트', orderId: '20261101-0000001', phone: '01055550001' } as const;

/** The 비회원 주문조회 form beside member login on `/login` (also used by the guest login modal). */
export class GuestLoginForm {
  readonly root: Locator;
  readonly ordererName: Locator;
  readonly orderId: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('form.guest-login-form');
    this.ordererName = this.root.getByLabel('주문자명');
    this.orderId = this.root.getByLabel('주문번호');
    this.submit = this.root.getByRole('button', { name: '주문조회' });
    this.error = this.root.getByRole('alert');
  }

  async lookUp({ ordererName, orderId }: { ordererName: string; orderId: string } = GUEST_ORDER): Promise<void> {
    await this.ordererName.fill(ordererName);
    await this.orderId.fill(orderId);
    await this.submit.click();
  }
}

/** A person the sandbox identity provider verifies (its page: /sandbox/identity/{token}). */
export interface SandboxPerson {
  name: string;
  birthdate: string;
  gender: 'male' | 'female';
  phone: string;
}

/** A new adult person per call: the phone is unique per run, project and call, so joins never collide. */
export function newSandboxPerson(tag: string, overrides: Partial<SandboxPerson> = {}): SandboxPerson {
  const digits = `${Date.now()}${tag.length}${Math.floor(Math.random() * 10)}`.slice(-8);
  return { name: '박가입', birthdate: '1995-03-08', gender: 'male', phone: `010${digits}`, ...overrides };
}

/**
 * Clicks the button that opens the identity provider's popup and completes it like a person:
 * types who they are and approves (or cancels, or closes the popup midway).
 */
export async function verifyIdentityInPopup(
  page: Page,
  button: Locator,
  person: SandboxPerson,
  how: 'approve' | 'cancel' | 'close' = 'approve',
): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await popup.waitForLoadState();
  if (how === 'close') return popup.close();
  await popup.getByLabel('이름').fill(person.name);
  await popup.getByLabel('생년월일').fill(person.birthdate);
  await popup.getByLabel('성별').selectOption(person.gender);
  await popup.getByLabel('휴대폰 번호').fill(person.phone);
  await popup.getByRole('button', { name: how === 'approve' ? '인증하기' : '취소' }).click();
}

/** What the sandbox SMS/e-mail sender "sent" to one recipient, newest first (mall-api /sandbox/api/outbox). */
export async function sandboxOutbox(page: Page, recipient: string): Promise<{ channel: string; subject: string | null; body: string; purpose: string }[]> {
  const res = await page.request.get(`/sandbox/api/outbox?recipient=${encodeURIComponent(recipient)}`);
  return ((await res.json()) as { messages: { channel: string; subject: string | null; body: string; purpose: string }[] }).messages;
}

/** The six-digit code in a sandbox message: "[123456]". */
export const codeIn = (body: string): string => /\[(\d{6})\]/.exec(body)?.[1] ?? '';

/**
 * A new member through the real APIs (identity on the sandbox provider, then join), for tests that
 * must not touch the demo member (wrong passwords, password changes, withdrawal).
 */
export async function joinByApi(page: Page, person: SandboxPerson, loginId: string, password = 'Trek2468!x'): Promise<{ loginId: string; password: string }> {
  const { token } = (await (await page.request.post('/api/v1/identity-verification/generate-token')).json()) as { token: string };
  await page.request.post(`/sandbox/identity/${token}`, { form: { ...person, action: 'approve' } });
  const { policies } = (await (await page.request.get('/api/v1/members/policies')).json()) as { policies: { id: number; code: string }[] };
  const res = await page.request.post('/api/v1/members', {
    data: {
      login_id: loginId,
      password,
      email: `${loginId}@example.com`,
      marketing_sms: false,
      marketing_email: false,
      identity_token: token,
      policies: policies.map((p) => ({ id: p.id, code: p.code, is_agree: true })),
    },
  });
  if (res.status() !== 200) throw new Error(`join ${loginId}: ${res.status()} ${await res.text()}`);
  return { loginId, password };
}

/**
 * The login captcha's answer: the image draws strokes and holds no character, so the test asks the sandbox
 * (outside production only) for the answer of the captcha the page was given last. Call before the page
 * asks for one; the returned function reads the answer once the image shows.
 */
export function watchCaptcha(page: Page): () => Promise<string> {
  let token: string | null = null;
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/auth/make-captcha') && response.ok())
      void response.json().then(
        (body: { token: string }) => (token = body.token),
        () => undefined,
      );
  });
  return async () => {
    if (!token) throw new Error('the page was given no captcha');
    const res = await page.request.get(`/sandbox/api/captcha?token=${encodeURIComponent(token)}`);
    return ((await res.json()) as { answer: string }).answer;
  };
}

/** The wished goods of a list on /mypage/wish… (each item carries its goods id). */
export function wishItems(page: Page, listName: string): Locator {
  return page.getByRole('list', { name: listName, exact: true }).locator('li[data-goods-id]');
}

/** The ids of the goods a wish list shows, in order. */
export async function wishItemIds(page: Page, listName: string): Promise<number[]> {
  return (await wishItems(page, listName).evaluateAll((items) => items.map((li) => Number(li.getAttribute('data-goods-id'))))).filter(Boolean);
}

/** A seeded goods' name, as the goods API gives it (the demo goods are generated by the seed). */
export async function goodsName(page: Page, goodsId: number): Promise<string> {
  return ((await (await page.request.get(`/api/v1/goods/${goodsId}`)).json()) as { name: string }).name;
}

/** My page's recently viewed goods and planning events: `/mypage/recent-view/{goods,planning}`. */
export class RecentViewPage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly goods: Locator;
  readonly planning: Locator;
  readonly deleteAll: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--mypage');
    this.heading = this.root.getByRole('heading', { name: '최근 본', level: 1 });
    this.tabs = this.root.getByRole('navigation', { name: '최근 본 종류' });
    this.goods = this.root.getByRole('list', { name: '최근 본 상품' });
    this.planning = this.root.getByRole('list', { name: '최근 본 기획전' });
    this.deleteAll = this.root.getByRole('button', { name: '전체 삭제' });
  }

  async goto(path: '/mypage/recent-view' | '/mypage/recent-view/goods' | '/mypage/recent-view/planning' = '/mypage/recent-view') {
    await this.page.goto(path);
  }

  /** A goods of the list: catalog's card with its id. */
  goodsCard(goodsId: number): Locator {
    return this.goods.locator(`article[data-goods-id="${goodsId}"]`);
  }

  planningItem(id: number): Locator {
    return this.planning.locator(`li[data-planning-id="${id}"]`);
  }
}
