import type { Locator, Page } from '@playwright/test';

/** Main page (exhibit remote): `/`. */
export class MainPage {
  static readonly path = '/';
  readonly root: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--exhibit');
    this.heading = this.root.getByRole('heading', { name: '케이몰 메인' });
  }

  async goto(): Promise<void> {
    await this.page.goto(MainPage.path);
  }

  /** Scrolls to the first section below the top: they load (their own chunk) as the shopper nears them. */
  async revealLowerSections(): Promise<void> {
    await this.root.locator('.lego-placeholder').first().scrollIntoViewIfNeeded();
    await this.root.locator('.lego-placeholder').first().waitFor({ state: 'detached' });
  }
}

/** Exhibit remote mount point. */
const exhibitRoot = (page: Page) => page.locator('.remote-root--exhibit');

/** A lego section of the main page, by its visible heading. */
export function legoSection(page: Page, title: string): Locator {
  return exhibitRoot(page).getByRole('region', { name: title });
}

/**
 * An exhibition page of the exhibit remote with a PeriodHero (planning event, showcase, spot theme, joint
 * purchase, experience group): its h1, state badge, countdown and the goods grid named `goodsLabel`.
 */
export class ExhibitDetailPage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly state: Locator;
  readonly countdown: Locator;
  readonly goods: Locator;

  constructor(
    readonly page: Page,
    goodsLabel: string,
  ) {
    this.root = exhibitRoot(page);
    this.heading = this.root.getByRole('heading', { level: 1 });
    this.state = this.root.locator('.period-hero__state');
    this.countdown = this.root.locator('.period-hero__countdown');
    this.goods = this.root.getByRole('list', { name: goodsLabel });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }
}

/** Planning event (기획전) detail: `/planning/{id}` (seeded: 1 ongoing, 4 upcoming, 6 ended). */
export class PlanningPage extends ExhibitDetailPage {
  constructor(page: Page) {
    super(page, '기획전 상품');
  }

  /** `goto(3)` opens `/planning/3`; a path string is opened as it is. */
  override async goto(idOrPath: number | string): Promise<void> {
    await super.goto(typeof idOrPath === 'number' ? `/planning/${idOrPath}` : idOrPath);
  }
}

/** Raffle lists: `/raffle` (ongoing, then upcoming) and `/raffle/end`. */
export class RaffleListPage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly tabs: Locator;

  constructor(readonly page: Page) {
    this.root = exhibitRoot(page);
    this.heading = this.root.getByRole('heading', { level: 1, name: '래플' });
    this.tabs = this.root.getByRole('navigation', { name: '래플 목록' });
  }

  async goto(ended = false): Promise<void> {
    await this.page.goto(ended ? '/raffle/end' : '/raffle');
  }

  /** The raffles of one section (진행 중인 래플, 오픈 예정 래플, 종료된 래플) as list items. */
  items(section: string): Locator {
    return this.root.getByRole('list', { name: section }).getByRole('listitem');
  }
}

/**
 * Raffle detail: `/raffle/detail/{id}` (seeded: 1 ongoing, 2 ongoing and entered by `demo`, 4 upcoming,
 * 5 ended and announced (`demo` won), 6 ended (`demo` lost), 7 ended, winners not announced yet).
 */
export class RaffleDetailPage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly state: Locator;
  readonly countdown: Locator;
  readonly facts: Locator;
  readonly mine: Locator;
  readonly goods: Locator;

  constructor(readonly page: Page) {
    this.root = exhibitRoot(page);
    this.heading = this.root.getByRole('heading', { level: 1 });
    this.state = this.root.locator('.raffle__state');
    this.countdown = this.root.locator('.raffle__countdown');
    this.facts = this.root.locator('.raffle__facts');
    this.mine = this.root.getByRole('region', { name: '나의 응모' });
    this.goods = this.root.getByRole('list', { name: '응모 상품' });
  }

  async goto(id: number): Promise<void> {
    await this.page.goto(`/raffle/detail/${id}`);
  }

  button(name: string | RegExp): Locator {
    return this.root.getByRole('button', { name });
  }
}

/** `/showcase/{sortId?}` (seeded sorts 1–3; showcases 1 ongoing, 4 upcoming, 6 ended). */
export class ShowcaseListPage {
  readonly root: Locator;
  readonly tabs: Locator;
  readonly items: Locator;

  constructor(readonly page: Page) {
    this.root = exhibitRoot(page);
    this.tabs = this.root.getByRole('navigation', { name: '쇼케이스 분류' });
    this.items = this.root.getByRole('list', { name: '쇼케이스 목록' }).getByRole('listitem');
  }

  async goto(sortId?: number): Promise<void> {
    await this.page.goto(sortId ? `/showcase/${sortId}` : '/showcase');
  }
}

/** `/cody-shot` and `/cody-shot/detail/{id}` (five seeded looks, newest first). */
export class CodyShotPages {
  readonly root: Locator;
  readonly items: Locator;
  readonly worn: Locator;

  constructor(readonly page: Page) {
    this.root = exhibitRoot(page);
    this.items = this.root.getByRole('list', { name: '코디샷 목록' }).getByRole('listitem');
    this.worn = this.root.getByRole('list', { name: '착용 상품' }).getByRole('listitem');
  }

  async gotoList(): Promise<void> {
    await this.page.goto('/cody-shot');
  }

  async gotoDetail(id: number): Promise<void> {
    await this.page.goto(`/cody-shot/detail/${id}`);
  }
}

/** `/joint-purchase/{sort?}` and `/joint-purchase/detail/{id}` (seeded: 1 recruiting, 2 reached, 3 upcoming, 4 ended reached, 5 ended failed). */
export class JointPurchasePages {
  readonly root: Locator;
  readonly items: Locator;
  readonly progress: Locator;
  readonly join: Locator;

  constructor(readonly page: Page) {
    this.root = exhibitRoot(page);
    this.items = this.root.getByRole('list', { name: '공동구매 목록' }).getByRole('listitem');
    this.progress = this.root.locator('.period-hero .joint-progress__text');
    this.join = this.root.getByRole('region', { name: '공동구매 참여' });
  }

  async gotoList(sort?: string): Promise<void> {
    await this.page.goto(sort ? `/joint-purchase/${sort}` : '/joint-purchase');
  }

  async gotoDetail(id: number): Promise<void> {
    await this.page.goto(`/joint-purchase/detail/${id}`);
  }

  /** `목표 30개 중 17개` → 17. */
  async joinedQuantity(): Promise<number> {
    const text = await this.progress.innerText();
    return Number(/중 (\d+)개/.exec(text)?.[1] ?? NaN);
  }
}

/** Special event detail: `/special-event/detail/{id}` (seeded: 1 ongoing, 3 ongoing without goods, 4 upcoming, 5 ended). */
export class SpecialEventPage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly state: Locator;
  readonly countdown: Locator;
  readonly goods: Locator;

  constructor(readonly page: Page) {
    this.root = exhibitRoot(page);
    this.heading = this.root.getByRole('heading', { level: 1 });
    this.state = this.root.locator('.special-event__state');
    this.countdown = this.root.locator('.special-event__countdown');
    this.goods = this.root.getByRole('list', { name: '이벤트 상품' });
  }

  async goto(id: number): Promise<void> {
    await this.page.goto(`/special-event/detail/${id}`);
  }

  section(title: string): Locator {
    return this.root.getByRole('region', { name: title });
  }
}

/**
 * 체험단: `/experience-group?tab=`, `/experience-group/detail/{id}` and `/experience-group/create?id=` (seeded:
 * 1 and 2 recruiting, 3 upcoming, 4 selecting, 5 announced (`demo` and `tester` selected), 6 ended).
 */
export class ExperienceGroupPages extends ExhibitDetailPage {
  readonly tabs: Locator;
  readonly facts: Locator;
  readonly mine: Locator;
  readonly selected: Locator;
  readonly reviews: Locator;

  constructor(page: Page) {
    super(page, '체험 상품');
    this.tabs = this.root.getByRole('navigation', { name: '체험단 목록' });
    this.facts = this.root.locator('.experience-detail__facts');
    this.mine = this.root.getByRole('region', { name: '나의 신청' });
    this.selected = this.root.getByRole('list', { name: '선정된 회원' }).getByRole('listitem');
    this.reviews = this.root.getByRole('list', { name: '체험 리뷰' }).locator('> li');
  }

  /** The groups of the list's current tab (`모집 중 체험단`, `당첨 발표 체험단`, `종료 체험단`). */
  items(tabLabel: string): Locator {
    return this.root.getByRole('list', { name: `${tabLabel} 체험단` }).getByRole('listitem');
  }

  async gotoDetail(id: number): Promise<void> {
    await this.goto(`/experience-group/detail/${id}`);
  }

  async gotoCreate(id: number): Promise<void> {
    await this.goto(`/experience-group/create?id=${id}`);
  }

  button(name: string | RegExp): Locator {
    return this.root.getByRole('button', { name });
  }
}

/** Live commerce: `/live-commerce` (on air, upcoming, replays) and `/live-commerce/{roomId}` (seeded: 1 on air, 2 upcoming, 3 ended). */
export class LiveCommercePages {
  readonly root: Locator;
  readonly heading: Locator;
  readonly stage: Locator;
  readonly badge: Locator;
  readonly video: Locator;
  readonly chat: Locator;
  readonly feed: Locator;
  readonly goods: Locator;

  constructor(readonly page: Page) {
    this.root = exhibitRoot(page);
    this.heading = this.root.getByRole('heading', { level: 1 });
    this.stage = this.root.getByRole('region', { name: '라이브 방송' });
    this.badge = this.root.locator('.live-stage__badge');
    this.video = this.stage.locator('video');
    this.chat = this.root.getByRole('region', { name: '라이브 채팅' });
    this.feed = this.chat.getByRole('list', { name: '채팅 메시지' }).getByRole('listitem');
    this.goods = this.root.getByRole('list', { name: '방송 상품' });
  }

  async goto(roomId?: number): Promise<void> {
    await this.page.goto(roomId === undefined ? '/live-commerce' : `/live-commerce/${roomId}`);
  }

  /** The broadcasts of one list section (지금 방송 중, 방송 예정, 지난 방송 다시보기). */
  items(section: string): Locator {
    return this.root.getByRole('list', { name: section }).getByRole('listitem');
  }
}
