import { expect, type Locator, type Page } from '@playwright/test';

/** `/search` (catalog remote): the keyword box, correction notice, filters, result grid and pages. */
export class SearchResultsPage {
  static readonly path = (query: Record<string, string> = {}): string => {
    const params = new URLSearchParams(query).toString();
    return params ? `/search?${params}` : '/search';
  };
  readonly root: Locator;
  readonly keywordBox: Locator;
  readonly total: Locator;
  readonly results: Locator;
  readonly cards: Locator;
  readonly correction: Locator;
  readonly filters: Locator;
  readonly filterToggle: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--catalog');
    this.keywordBox = this.root.getByRole('searchbox', { name: '검색어' });
    this.total = this.root.getByTestId('search-total');
    this.results = this.root.getByRole('region', { name: '검색 결과' });
    this.cards = this.results.locator('.search-grid').first().locator('article.goods-card');
    this.correction = this.root.locator('.search-correction');
    this.filters = this.root.getByRole('complementary', { name: '검색 필터' });
    this.filterToggle = this.root.getByRole('button', { name: /^필터/ });
  }

  /** One goods of the result grid (the same goods may also sit in 많이 팔린 상품 below it). */
  card(goodsId: number | string): Locator {
    return this.cards.and(this.page.locator(`[data-goods-id="${goodsId}"]`));
  }

  async goto(query: Record<string, string> = {}): Promise<void> {
    await this.page.goto(SearchResultsPage.path(query));
    await expect(this.total).toBeVisible();
  }

  async search(keyword: string): Promise<void> {
    await this.keywordBox.fill(keyword);
    await this.root.getByRole('button', { name: '검색', exact: true }).click();
  }

  /** Phones keep the filters behind 필터; desktop shows them beside the results. */
  async openFilters(): Promise<void> {
    if (await this.filterToggle.isVisible()) {
      if ((await this.filterToggle.getAttribute('aria-expanded')) !== 'true') await this.filterToggle.click();
    }
    await expect(this.filters).toBeVisible();
  }

  filterGroup(name: string): Locator {
    return this.filters.getByRole('group', { name });
  }

  async totalCount(): Promise<number> {
    return Number((await this.total.textContent())?.replace(/,/g, ''));
  }
}

/** `/search-ready` (catalog remote): the keyword box, recent searches, hot searches and auto-complete. */
export class SearchReadyPage {
  static readonly path = '/search-ready';
  readonly root: Locator;
  readonly keywordBox: Locator;
  readonly recent: Locator;
  readonly hot: Locator;
  readonly autocomplete: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--catalog');
    this.keywordBox = this.root.getByRole('searchbox', { name: '검색어' });
    this.recent = this.root.getByRole('region', { name: '최근 검색어' });
    this.hot = this.root.getByRole('region', { name: '인기 검색어' });
    this.autocomplete = this.root.getByRole('region', { name: '추천 검색어' });
  }

  async goto(): Promise<void> {
    await this.page.goto(SearchReadyPage.path);
    await expect(this.hot.getByRole('listitem').first()).toBeVisible();
  }

  /** Types like a phone keyboard, one key at a time (auto-complete follows each). */
  async type(keyword: string): Promise<void> {
    await this.keywordBox.fill('');
    await this.keywordBox.pressSequentially(keyword);
  }

  recentKeywords(): Locator {
    return this.recent.getByRole('link');
  }
}
