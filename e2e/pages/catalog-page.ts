import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * Goods detail (catalog remote): `/goods/detail/{id}`. Phones choose options in a bottom sheet that
 * 구매하기 opens; desktop shows the same options inline. The methods work on both.
 */
export class GoodsDetailPage {
  static readonly path = (id: number | string): string => `/goods/detail/${id}`;
  readonly root: Locator;
  readonly goodsName: Locator;
  readonly addToCart: Locator;
  readonly buyButton: Locator;
  readonly sheet: Locator;
  readonly sheetHandle: Locator;
  readonly optionToggle: Locator;
  readonly gallery: Locator;
  /** The 문의 tab's panel: the goods' questions and the ask buttons. */
  readonly qna: Locator;
  /** The 리뷰 tab's panel: summary, photos, best reviews, filters and the list. */
  readonly reviews: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--catalog');
    this.goodsName = this.root.getByRole('heading', { level: 1 });
    this.addToCart = this.root.getByRole('button', { name: '장바구니 담기' });
    this.buyButton = this.root.getByRole('button', { name: '구매하기' });
    this.sheet = this.root.locator('.ui-sheet');
    this.sheetHandle = this.root.getByRole('button', { name: /^구매 옵션 (펼치기|접기)$/ });
    this.optionToggle = this.root.locator('.option-list .ui-dropdown__toggle');
    this.gallery = this.root.getByRole('region', { name: '상품 이미지' });
    this.qna = this.root.getByRole('region', { name: '상품 문의' });
    this.reviews = this.root.getByRole('region', { name: '상품 리뷰' });
  }

  async goto(id: number | string = 1): Promise<void> {
    await this.page.goto(GoodsDetailPage.path(id));
  }

  /** Opens the 문의 tab and waits for its list. */
  async openQna(): Promise<void> {
    await this.root.getByRole('tab', { name: '문의' }).click();
    await expect(this.qna.getByText(/^상품 문의 \d+건/)).toBeVisible();
  }

  /** Opens the 리뷰 tab and waits for its summary. */
  async openReviews(): Promise<void> {
    await this.root.getByRole('tab', { name: /^리뷰/ }).click();
    await expect(this.reviews.getByRole('list', { name: '별점 분포' })).toBeVisible();
  }

  isMobile(): boolean {
    return (this.page.viewportSize()?.width ?? 0) < 1024;
  }

  /** Phones: opens the bottom sheet with 구매하기. Desktop: the options are already there. */
  async openPurchase(): Promise<void> {
    await expect(this.goodsName).toBeVisible();
    if (!this.isMobile()) return;
    await this.buyButton.click();
    await expect(this.sheet).toHaveAttribute('data-state', 'expanded');
  }

  /** Opens the options (sheet on phones) and picks the first one in stock. */
  async chooseFirstAvailableOption(): Promise<void> {
    await this.openPurchase();
    await this.optionToggle.click();
    await this.root.locator('.option-list__item:not(:disabled)').first().click();
    await expect(this.optionToggle).toHaveAttribute('aria-expanded', 'false');
  }

  /** Picks the first option in stock, adds it and answers 계속 쇼핑하기. */
  async addFirstOptionToCart(): Promise<void> {
    await this.chooseFirstAvailableOption();
    await this.addToCart.click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: '계속 쇼핑하기' }).click();
  }
}

/** 최근 본 상품 (`/recent-view-goods`): the viewer's goods by day, 삭제 on each card, 전체 삭제. */
export class RecentViewGoodsPage {
  static readonly path = '/recent-view-goods';
  readonly root: Locator;
  readonly heading: Locator;
  readonly cards: Locator;
  readonly deleteAll: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--catalog');
    this.heading = this.root.getByRole('heading', { level: 1, name: '최근 본 상품' });
    this.cards = this.root.locator('.goods-card');
    this.deleteAll = this.root.getByRole('button', { name: '전체 삭제' });
    this.empty = this.root.getByText('최근 2주 동안 본 상품이 없습니다.');
  }

  async goto(): Promise<void> {
    await this.page.goto(RecentViewGoodsPage.path);
  }

  day(label: string): Locator {
    return this.root.getByRole('region', { name: label });
  }

  deleteOne(goodsName: string): Locator {
    return this.root.getByRole('button', { name: `${goodsName} 삭제` });
  }
}

/** 베스트 (`/best`) and 랭킹 (`/ranking/{main|item|brand|view|like}`): period and category links, ranked goods or brands. */
export class RankingPage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly periods: Locator;
  readonly categories: Locator;
  readonly types: Locator;
  readonly counted: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--catalog');
    this.heading = this.root.getByRole('heading', { level: 1 });
    this.periods = this.root.getByRole('navigation', { name: '집계 기간' });
    this.categories = this.root.getByRole('navigation', { name: '카테고리' });
    this.types = this.root.getByRole('navigation', { name: '랭킹 종류' });
    this.counted = this.root.locator('.ranking__counted');
  }

  /** A ranked list by its name (`베스트`, `판매 랭킹`, `브랜드 랭킹`…) and its entries in rank order. */
  list(name: string): Locator {
    return this.root.getByRole('list', { name, exact: true });
  }

  entries(name: string): Locator {
    return this.list(name).locator(':scope > li');
  }
}

export interface WidgetGoods {
  id: number;
  is_soldout: boolean;
  is_adult: boolean;
  image_urls: string[];
  options: { stock: number; is_soldout: boolean }[];
}

/** A goods on sale with several images and an option in stock: what the widget specs (shell/platform/*widgets.spec.ts) need. */
export async function findWidgetGoods(request: APIRequestContext): Promise<WidgetGoods> {
  for (let id = 1; id <= 30; id++) {
    const goods = (await (await request.get(`/api/v1/goods/${id}`)).json()) as WidgetGoods;
    if (!goods.is_soldout && !goods.is_adult && goods.image_urls.length >= 2 && goods.options.some((o) => !o.is_soldout)) return goods;
  }
  throw new Error('the seed has no goods with two images and an option in stock');
}
