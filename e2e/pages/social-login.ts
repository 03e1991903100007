import type { Locator, Page } from '@playwright/test';

/** A person at a sandbox social platform's consent page (/sandbox/oauth/{platform}/authorize). */
export interface SocialPerson {
  name: string;
  email: string;
}

/** A new platform account per call (the sandbox's account is the e-mail), so runs and projects never collide. */
export const newSocialPerson = (tag: string, name = '최소셜'): SocialPerson => ({
  name,
  email: `sns${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}@example.com`,
});

/** 간편 로그인 on /login: one button per platform. */
export class SocialLoginButtons {
  readonly root: Locator;
  readonly heading: Locator;
  readonly status: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--mypage section.social-login');
    this.heading = this.root.getByRole('heading', { name: '간편 로그인' });
    this.status = this.root.getByRole('status');
    this.error = this.root.getByRole('alert');
  }

  button(label: SocialLabel): Locator {
    return this.root.getByRole('button', { name: `${label}로 로그인` });
  }

  /**
   * Clicks a platform's button and answers its consent popup like a person: approve as someone,
   * cancel, or close the popup midway.
   */
  async loginWith(label: SocialLabel, how: SocialPerson | 'cancel' | 'close'): Promise<void> {
    await answerConsent(this.page, this.button(label), label, how);
  }
}

type SocialLabel = '카카오' | '네이버' | 'Apple';

/** Clicks `button`, which opens the platform's consent popup, and answers it like a person. */
async function answerConsent(page: Page, button: Locator, label: SocialLabel, how: SocialPerson | 'cancel' | 'close'): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await popup.getByRole('heading', { name: `${label} 계정으로 로그인` }).waitFor();
  if (how === 'close') return popup.close();
  if (how === 'cancel') return popup.getByRole('button', { name: '취소' }).click();
  await popup.getByLabel('이름 (닉네임)').fill(how.name);
  await popup.getByLabel('이메일').fill(how.email);
  await popup.getByRole('button', { name: '동의하고 계속하기' }).click();
}

/** SNS 계정 연결 on /mypage/member-info/edit: each platform with its state, 연결하기 or 연결 해제. */
export class SocialConnectionsSection {
  readonly root: Locator;
  readonly list: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--mypage section.social-connections');
    this.list = this.root.getByRole('list', { name: 'SNS 계정' });
    this.error = this.root.getByRole('alert');
  }

  item(label: SocialLabel): Locator {
    return this.list.getByRole('listitem', { name: label });
  }

  async connect(label: SocialLabel, how: SocialPerson | 'cancel' | 'close'): Promise<void> {
    await answerConsent(this.page, this.root.getByRole('button', { name: `${label} 연결하기` }), label, how);
  }

  disconnectButton(label: SocialLabel): Locator {
    return this.root.getByRole('button', { name: `${label} 연결 해제` });
  }
}
