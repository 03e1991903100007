import type { Locator, Page } from '@playwright/test';

/** The cs-center remote's mount point. */
const csRoot = (page: Page) => page.locator('.remote-root--cs_center');

/** Notice list (cs-center remote): `/cs-center/notice`. */
export class NoticeListPage {
  static readonly path = '/cs-center/notice';
  readonly root: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.root = csRoot(page);
    this.heading = this.root.getByRole('heading', { name: '공지사항', level: 1 });
  }

  async goto(): Promise<void> {
    await this.page.goto(NoticeListPage.path);
  }
}

/** Notice detail: `/cs-center/notice/{id}`, the body rendered through the sanitiser. */
export class NoticeDetailPage {
  readonly root: Locator;
  readonly body: Locator;

  constructor(readonly page: Page) {
    this.root = csRoot(page);
    this.body = this.root.locator('.notice-detail__body');
  }

  /** Opens the seeded notice with this title (its id looked up through the notices API). */
  async gotoByTitle(title: string): Promise<void> {
    const res = await this.page.request.get('/api/v1/notices?per_page=100');
    const list = (await res.json()) as { pinned: { id: number; title: string }[]; data: { id: number; title: string }[] };
    const notice = [...list.pinned, ...list.data].find((n) => n.title === title);
    if (!notice) throw new Error(`no seeded notice titled ${title}`);
    await this.page.goto(`/cs-center/notice/${notice.id}`);
  }
}

/** FAQ: `/cs-center/faq/{faqTypeId}` with its search box, type links and accordion. */
export class FaqPage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly searchBox: Locator;
  readonly types: Locator;
  readonly questions: Locator;

  constructor(readonly page: Page) {
    this.root = csRoot(page);
    this.heading = this.root.getByRole('heading', { name: '자주 묻는 질문', level: 1 });
    this.searchBox = this.root.getByRole('searchbox', { name: 'FAQ 검색' });
    this.types = this.root.getByRole('navigation', { name: 'FAQ 유형' });
    this.questions = this.root.locator('.faq-item__question');
  }

  question(name: string | RegExp): Locator {
    return this.root.getByRole('button', { name });
  }

  answer(question: string): Locator {
    return this.root.getByRole('region', { name: question });
  }

  async search(keyword: string): Promise<void> {
    await this.searchBox.fill(keyword);
    await this.root.getByRole('button', { name: '검색', exact: true }).click();
  }
}

/** Shopping guides: the `/cs-center/info` popup route, its tab bar and the chosen child. */
export class InfoPage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly tabs: Locator;

  constructor(readonly page: Page) {
    this.root = csRoot(page);
    this.heading = this.root.getByRole('heading', { name: '이용 안내', level: 1 });
    this.tabs = this.root.getByRole('navigation', { name: '이용 안내 항목' });
  }

  tab(label: string): Locator {
    return this.tabs.getByRole('link', { name: label, exact: true });
  }

  guideTitle(title: string): Locator {
    return this.root.getByRole('heading', { name: title, level: 2 });
  }
}
