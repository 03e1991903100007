import { GOODS_STATE_API, GoodsStockSchema } from '@mall/shared-contracts/catalog';
import { CHECKOUT_API, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@mall/shared-contracts/order';
import type { Page } from '@playwright/test';
import { MEMBER_STATE } from '../../../fixtures/member-state';
import { expect, test } from '../../../fixtures/test';
import { CartPage, OrderResultPage, OrderSheetPage, SandboxPgPage } from '../../../pages/order-page';

/** A payment the shopper cancels on the PG page: the failure, the same order payable again, the stock held once. */
test.use({ storageState: MEMBER_STATE });

/**
 * Goods 9 (에센셜 스퀘어 토트) is ordered by no other spec, and each project takes its own option of it, so
 * the two projects, running side by side, never move the stock the other one reads.
 */
const HONEST_STATE_GOODS = 9;
const stockOf = async (page: Page) => GoodsStockSchema.parse(await (await page.request.get(GOODS_STATE_API.stock(HONEST_STATE_GOODS))).json()).options;

test.describe('a visitor', () => {
  // A new visitor per run: its own cart and its own order sheet (no member's coupons or points are spent).
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a double click on 결제하기 opens one payment; 결제 취소 on the PG page ends in the failure with its reason, the same order payable again and its stock held once', async ({
    page,
  }) => {
    test.slow();
    const inStock = (await stockOf(page)).filter((o) => o.stock >= 2);
    const option = inStock[test.info().project.name === 'mobile' ? 0 : 1]!;
    const before = option.stock;
    const stockNow = async () => (await stockOf(page)).find((o) => o.id === option.id)!.stock;

    const cart = new CartPage(page);
    await cart.gotoWithVisitorLine({ goods_id: HONEST_STATE_GOODS, option_id: option.id, ea: 1 });
    await cart.root.getByRole('button', { name: /선택 상품 주문하기 \(1\)/ }).click();
    const sheet = new OrderSheetPage(page);
    await expect(sheet.heading).toBeVisible();
    const orderId = await sheet.orderId.innerText();
    // the sheet holds the unit for its 30 minutes
    expect(await stockNow()).toBe(before - 1);

    await sheet.root.getByLabel('주문자명').fill('정두번');
    await sheet.root.getByLabel('휴대폰 번호', { exact: true }).fill('01077776666');
    await sheet.root.getByLabel('받는 분', { exact: true }).fill('정두번');
    await sheet.root.getByLabel('받는 분 휴대폰 번호').fill('010-7777-6666');
    await sheet.fillAddressBySearch('해운대', '101동');
    await sheet.chooseMethod('카카오페이');
    await sheet.root.getByRole('checkbox', { name: /결제 진행에 동의합니다/ }).check();
    const amount = await sheet.paymentAmount.innerText();

    // Every prepare-pay the sheet sends, with its idempotency key.
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === CHECKOUT_API.preparePay(orderId)) keys.push(r.headers()[IDEMPOTENCY_HEADER] ?? '');
    });
    await sheet.payButton.dblclick();

    const pg = new SandboxPgPage(page);
    await pg.expectOpen('카카오페이');
    await expect(pg.amount).toHaveText(amount);
    // one payment: one request with one key, so one PG transaction, the one this page is for
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
    const tid = new URL(page.url()).pathname.split('/').pop()!;

    await pg.press('결제 취소');
    const result = new OrderResultPage(page);
    await expect(result.root.getByRole('heading', { name: '결제가 완료되지 않았습니다', level: 1 })).toBeVisible();
    // the PG sent the shopper back with that transaction, cancelled
    expect(new URL(page.url()).searchParams.get('pg_tid')).toBe(tid);
    await expect(result.reason).toHaveText('결제를 취소하셨습니다.');
    await expect(result.orderId).toHaveText(orderId);
    await expect(result.root.getByText('결제되지 않아 청구된 금액이 없습니다.', { exact: false })).toBeVisible();
    // nothing paid, nothing given back: the order still holds its one unit
    expect(await stockNow()).toBe(before - 1);

    // still payable: 다시 결제하기 opens the same order's sheet, with what the attempt stored
    await result.root.getByRole('link', { name: '다시 결제하기' }).click();
    await expect(page).toHaveURL(OrderSheetPage.path(orderId));
    await expect(sheet.orderId).toHaveText(orderId);
    await expect(sheet.root.getByLabel('주문자명')).toHaveValue('정두번');
    await expect(sheet.paymentAmount).toHaveText(amount);
    await expect(sheet.payButton).toBeEnabled();
    await expect(sheet.payButton).toHaveText(`${amount} 결제하기`);
    expect(keys).toHaveLength(1);
    expect(await stockNow()).toBe(before - 1);
  });
});
