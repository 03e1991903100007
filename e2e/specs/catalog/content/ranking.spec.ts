import type { Page, Response } from '@playwright/test';
import { API, type CategoryTree } from '@mall/shared-contracts';
import {
  BrandRankingSchema,
  GoodsRankingSchema,
  RANKING_API,
  hotChangeLabel,
  rankingPath,
  rankingScoreText,
  type GoodsRanking,
  type RankingType,
} from '@mall/shared-contracts/catalog';
import { expect, test } from '../../../fixtures/test';
import { routeShopSettings, switchOff } from '../../../fixtures/shop-settings';
import { RankingPage } from '../../../pages/catalog-page';

const CONTENT_TIMEOUT = 15_000;

/** The page's own ranking answer (views and wishes move while other specs run: the page is checked against what it got). */
const answer = (page: Page, path: string, period: string) =>
  page.waitForResponse((r: Response) => {
    const url = new URL(r.url());
    return url.pathname === path && (url.searchParams.get('period') ?? 'weekly') === period && r.request().method() === 'GET';
  });

async function expectGoods(ranking: RankingPage, name: string, body: GoodsRanking, type: Exclude<RankingType, 'brand'>) {
  const entries = ranking.entries(name);
  await expect(entries).toHaveCount(body.goods.length, { timeout: CONTENT_TIMEOUT });
  for (const [i, r] of body.goods.slice(0, 4).entries()) {
    const entry = entries.nth(i);
    await expect(entry.locator('.ranking__rank')).toHaveText(`순위 ${r.rank}`);
    await expect(entry.locator('.goods-card__name')).toHaveText(r.goods.name);
    await expect(entry.locator('.rank-change')).toContainText(hotChangeLabel(r).spoken);
    await expect(entry.locator('.ranking__score')).toHaveText(rankingScoreText(type, r.score));
  }
}

test('/best: the best sellers of the week, then of the day (seeded recent orders) and of a category, each as the API counts them', async ({
  page,
  request,
}) => {
  const ranking = new RankingPage(page);
  const weekly = answer(page, RANKING_API.best, 'weekly');
  await page.goto('/best');
  await expect(ranking.heading).toHaveText('베스트', { timeout: CONTENT_TIMEOUT });
  const week = GoodsRankingSchema.parse(await (await weekly).json());
  expect(week.goods.length).toBeGreaterThan(5);
  await expectGoods(ranking, '베스트', week, 'item');
  // Some goods moved since the week before: the arrows are computed, not all NEW.
  expect(week.goods.some((r) => r.change_type !== 'new')).toBe(true);
  await expect(ranking.periods.getByRole('link', { name: '주간' })).toHaveAttribute('aria-current', 'page');

  const daily = answer(page, RANKING_API.best, 'daily');
  await ranking.periods.getByRole('link', { name: '일간' }).click();
  await expect(page).toHaveURL(/\/best\?period=daily$/);
  const day = GoodsRankingSchema.parse(await (await daily).json());
  expect(day.goods.length).toBeGreaterThan(0);
  await expectGoods(ranking, '베스트', day, 'item');

  const top = ((await (await request.get(API.categories)).json()) as CategoryTree).categories[0]!;
  const inCategory = page.waitForResponse((r) => new URL(r.url()).searchParams.get('category_code') === top.code);
  await ranking.categories.getByRole('link', { name: top.name }).click();
  await expect(page).toHaveURL(new RegExp(`/best\\?period=daily&category_code=${top.code}$`));
  const narrowed = GoodsRankingSchema.parse(await (await inCategory).json());
  if (narrowed.goods.length > 0) await expectGoods(ranking, '베스트', narrowed, 'item');
  else await expect(ranking.root).toContainText('이 기간에 집계된 상품이 없습니다.');
  await ranking.root.getByRole('link', { name: '랭킹 전체 보기' }).click();
  await expect(page).toHaveURL(new RegExp(`/ranking/item\\?period=daily&category_code=${top.code}$`));
  await expect(ranking.types.getByRole('link', { name: '판매' })).toHaveAttribute('aria-current', 'page');
});

test('/ranking opens the overview: the top five of sales, brands, views and wishes, each with 더보기', async ({ page }) => {
  const ranking = new RankingPage(page);
  const answers = (['item', 'brand', 'view', 'like'] as const).map((t) => answer(page, rankingPath(t), 'weekly'));
  await page.goto('/ranking');
  await expect(page).toHaveURL(/\/ranking\/main$/);
  await expect(ranking.heading).toHaveText('랭킹', { timeout: CONTENT_TIMEOUT });
  const [item, brand, view, like] = await Promise.all(answers.map(async (a) => (await a).json()));
  await expectGoods(ranking, '판매 랭킹', GoodsRankingSchema.parse(item), 'item');
  await expectGoods(ranking, '조회 랭킹', GoodsRankingSchema.parse(view), 'view');
  await expectGoods(ranking, '좋아요 랭킹', GoodsRankingSchema.parse(like), 'like');
  const brands = BrandRankingSchema.parse(brand);
  expect(brands.brands.length).toBeGreaterThan(0);
  expect(brands.brands.length).toBeLessThanOrEqual(5);
  await expect(ranking.entries('브랜드 랭킹')).toHaveCount(brands.brands.length);
  await expect(ranking.entries('브랜드 랭킹').first()).toContainText(brands.brands[0]!.brand.name);
  await ranking.root.getByRole('link', { name: '브랜드 랭킹 더보기' }).click();
  await expect(page).toHaveURL(/\/ranking\/brand$/);
});

test('/ranking/brand: brands by units sold with logo, rank change, their best sellers; the heart asks a visitor to log in', async ({ page }) => {
  const ranking = new RankingPage(page);
  const monthly = answer(page, rankingPath('brand'), 'monthly');
  await page.goto('/ranking/brand?period=monthly');
  const body = BrandRankingSchema.parse(await (await monthly).json());
  expect(body.brands.length).toBeGreaterThan(3);
  const entries = ranking.entries('브랜드 랭킹');
  await expect(entries).toHaveCount(body.brands.length, { timeout: CONTENT_TIMEOUT });
  const first = body.brands[0]!;
  const row = entries.first();
  await expect(row.locator('.ranking__rank')).toHaveText('순위 1');
  await expect(row.locator('.ranking__brand-link')).toHaveAttribute('href', `/goods/brand/${first.brand.id}`);
  await expect(row.locator('.ranking__brand-link')).toHaveText(`${first.brand.name}${first.brand.name_en}`);
  await expect(row.locator('.rank-change')).toContainText(hotChangeLabel(first).spoken);
  await expect(row.locator('.ranking__score')).toHaveText(rankingScoreText('brand', first.score));
  await expect(row.getByRole('list', { name: `${first.brand.name} 인기 상품` }).locator('.goods-card__name')).toHaveText(first.goods.map((g) => g.name));
  await row.getByRole('button', { name: `${first.brand.name} 브랜드 찜` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('로그인이 필요합니다. 로그인 페이지로 이동하시겠습니까?');
  await page.getByRole('alertdialog').getByRole('button', { name: '취소' }).click();
});

for (const [type, title] of [
  ['view', '조회 랭킹'],
  ['like', '좋아요 랭킹'],
] as const) {
  test(`/ranking/${type}: the month's ${type === 'view' ? 'goods views' : 'wishes'} ranking with score and rank change`, async ({ page }) => {
    const ranking = new RankingPage(page);
    const monthly = answer(page, rankingPath(type), 'monthly');
    await page.goto(`/ranking/${type}?period=monthly`);
    const body = GoodsRankingSchema.parse(await (await monthly).json());
    expect(body.goods.length).toBeGreaterThan(5);
    await expectGoods(ranking, title, body, type);
    await expect(ranking.periods.getByRole('link', { name: '월간' })).toHaveAttribute('aria-current', 'page');
  });
}

test('with the ranking feature switched off, /best leads nowhere into the rankings', async ({ page }) => {
  await routeShopSettings(page, switchOff('ranking'));
  const ranking = new RankingPage(page);
  await page.goto('/best');
  await expect(ranking.entries('베스트').first()).toBeVisible({ timeout: CONTENT_TIMEOUT });
  await expect(ranking.root.getByRole('link', { name: '랭킹 전체 보기' })).toHaveCount(0);
});
