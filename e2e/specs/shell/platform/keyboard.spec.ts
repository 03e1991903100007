import { formatFindings, seriousViolations } from '../../../fixtures/axe';
import { MEMBER_STATE } from '../../../fixtures/member-state';
import { expect, test } from '../../../fixtures/test';
import { GoodsDetailPage } from '../../../pages/catalog-page';
import { MainPage } from '../../../pages/exhibit-page';
import { expectVisibleFocus, focusInside, keyboardFocus, tabStops } from '../../../pages/keyboard';
import { ModalStack } from '../../../pages/modal-stack';
import { DEMO_MEMBER } from '../../../pages/mypage-page';

/**
 * Keyboard and screen-reader paths (issue 15): every interactive shared-ui widget, modals and
 * alerts work with the keyboard alone and show where the focus is; the live regions speak the
 * alert stack, the loading bar and cart-count changes; prefers-reduced-motion stops the slides and
 * the carousel's auto-play. Goods 1 (women's outerwear, four sizes, several images) has the
 * tabs, dropdown group, options, stepper, size guide modal and (on phones) the bottom sheet.
 */

const politeRegion = (page: import('@playwright/test').Page) => page.getByTestId('live-polite');
const assertiveRegion = (page: import('@playwright/test').Page) => page.getByTestId('live-assertive');

test('main page: the skip link, the banner carousel (arrows, focus follows, auto-play toggle) and a goods row by keyboard', async ({ page }) => {
  const main = new MainPage(page);
  await main.goto();
  const skip = page.getByRole('link', { name: '본문 바로가기' });
  const carousel = main.root.getByRole('region', { name: '메인 배너' });
  // Once the shell and the page have rendered (a Tab pressed at the load event may come before the skip link exists),
  // the first Tab stop skips to the content.
  await expect(skip).toBeAttached();
  await expect(carousel).toBeVisible();
  await page.keyboard.press('Tab');
  await expectVisibleFocus(skip);

  // Back to the first slide with its dot: from now on the focus is in the carousel, which holds auto-play.
  await keyboardFocus(page, carousel.getByRole('button', { name: '1번째 슬라이드 보기' }));
  await page.keyboard.press('Enter');
  const firstBanner = carousel.getByRole('group', { name: /^1 \// }).getByRole('link');
  await firstBanner.focus();
  await expectVisibleFocus(firstBanner);
  await expect(carousel).toHaveAttribute('data-index', '0');
  await page.keyboard.press('ArrowRight');
  await expect(carousel).toHaveAttribute('data-index', '1');
  // The left slide is inert now: the focus went into the new one, still visible.
  const secondSlide = carousel.getByRole('group', { name: /^2 \// });
  await expect.poll(() => focusInside(secondSlide)).toBe(true);
  await expectVisibleFocus(secondSlide.getByRole('link'));
  await page.keyboard.press('ArrowLeft');
  await expect(carousel).toHaveAttribute('data-index', '0');

  // Dots and the auto-play toggle are buttons: Enter and Space work, and the focus stays on them.
  const thirdDot = carousel.getByRole('button', { name: '3번째 슬라이드 보기' });
  await thirdDot.focus();
  await page.keyboard.press('Enter');
  await expect(carousel).toHaveAttribute('data-index', '2');
  await expectVisibleFocus(thirdDot);
  const pause = carousel.getByRole('button', { name: '자동 넘김 멈춤' });
  await pause.focus();
  await page.keyboard.press('Space');
  await expectVisibleFocus(carousel.getByRole('button', { name: '자동 넘김 시작' }));

  // A goods row: Tab walks its cards (each the goods link, then its wish heart) and the row scrolls each one into view.
  const row = main.root.getByRole('list', { name: '지금 가장 인기 있는 상품' });
  await expect(row.locator('.goods-card').first()).toBeVisible({ timeout: 30_000 });
  const links = row.getByRole('link');
  const hearts = row.getByRole('button', { name: /찜하기, 찜 / });
  await keyboardFocus(page, links.first());
  const count = await links.count();
  expect(count).toBeGreaterThan(3);
  await expect(hearts).toHaveCount(count);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(hearts.first());
  for (let i = 2; i < count * 2; i++) await page.keyboard.press('Tab');
  const last = hearts.nth(count - 1);
  await expectVisibleFocus(last);
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(last).toBeInViewport();
});

test('goods detail: tabs, the dropdown group, options, stepper and (phones) the bottom sheet by keyboard', async ({ page }) => {
  const detail = new GoodsDetailPage(page);
  await detail.goto(1);
  await expect(detail.goodsName).toBeVisible();

  // Tabs (상품정보 · 리뷰 N · 문의 · 배송·교환·반품): arrows move selection and focus together, End goes to the last.
  const infoTab = detail.root.getByRole('tab', { name: '상품정보' });
  const reviewTab = detail.root.getByRole('tab', { name: /^리뷰 [\d,]+$/ });
  const qnaTab = detail.root.getByRole('tab', { name: '문의' });
  const shippingTab = detail.root.getByRole('tab', { name: '배송·교환·반품' });
  await keyboardFocus(page, infoTab);
  await page.keyboard.press('ArrowRight');
  await expect(reviewTab).toHaveAttribute('aria-selected', 'true');
  await expectVisibleFocus(reviewTab);
  await page.keyboard.press('ArrowRight');
  await expect(qnaTab).toHaveAttribute('aria-selected', 'true');
  await expectVisibleFocus(qnaTab);
  await page.keyboard.press('End');
  await expect(shippingTab).toHaveAttribute('aria-selected', 'true');
  await expectVisibleFocus(shippingTab);

  // Dropdown group: Enter opens, opening the next closes the first, Escape closes and returns the focus.
  const delivery = detail.root.getByRole('button', { name: '배송 안내' });
  const returns = detail.root.getByRole('button', { name: '교환·반품 안내' });
  await delivery.focus();
  await page.keyboard.press('Enter');
  await expect(delivery).toHaveAttribute('aria-expanded', 'true');
  await returns.focus();
  await expectVisibleFocus(returns);
  await page.keyboard.press('Enter');
  await expect(returns).toHaveAttribute('aria-expanded', 'true');
  await expect(delivery).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(returns).toHaveAttribute('aria-expanded', 'false');
  await expectVisibleFocus(returns);

  // Purchase options: the sheet on phones opens with Enter on 구매하기 and closes with Escape.
  if (detail.isMobile()) {
    await detail.buyButton.focus();
    await page.keyboard.press('Enter');
    await expect(detail.sheet).toHaveAttribute('data-state', 'expanded');
    await expect(detail.sheetHandle).toHaveAccessibleName('구매 옵션 접기');
  }
  await detail.optionToggle.focus();
  await expectVisibleFocus(detail.optionToggle);
  await page.keyboard.press('Enter');
  await expect(detail.optionToggle).toHaveAttribute('aria-expanded', 'true');
  const option = detail.root.locator('.option-list__item:not(:disabled)').first();
  await option.focus();
  await expectVisibleFocus(option);
  await page.keyboard.press('Enter');
  await expect(detail.optionToggle).toHaveAttribute('aria-expanded', 'false');

  // Stepper: + and − by keyboard; at the minimum − switches off and the focus lands on the field.
  const plus = detail.root.getByRole('button', { name: '수량 늘리기' }).first();
  const minus = detail.root.getByRole('button', { name: '수량 줄이기' }).first();
  const field = detail.root.getByRole('textbox', { name: '수량' }).first();
  await plus.focus();
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue('2');
  await minus.focus();
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue('1');
  await expect(minus).toBeDisabled();
  await expectVisibleFocus(field);
  await page.keyboard.press('ArrowUp');
  await expect(field).toHaveValue('2');

  // The open state is gated by axe too (the page load itself is in a11y.spec.ts).
  const findings = await seriousViolations(page);
  expect(findings, formatFindings(findings)).toEqual([]);

  if (detail.isMobile()) {
    await page.keyboard.press('Escape');
    await expect(detail.sheet).toHaveAttribute('data-state', 'collapsed');
  }
});

test('size guide modal by keyboard: focus moves in, Tab stays inside, Escape closes and the focus comes back', async ({ page }) => {
  const detail = new GoodsDetailPage(page);
  const stack = new ModalStack(page);
  await detail.goto(1);
  const open = detail.root.getByRole('button', { name: '사이즈 가이드' });
  await keyboardFocus(page, open);
  await page.keyboard.press('Enter');
  const dialog = stack.dialog('사이즈 가이드');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toBeFocused();
  const modal = stack.modal('size-guide');
  const stops = await tabStops(modal);
  expect(stops).toBeGreaterThan(1);
  // Around the modal twice in each direction: the focus never leaves it and is always visible.
  for (let i = 0; i < stops * 2 + 1; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(modal), `Tab ${i + 1} stays in the modal`).toBe(true);
    await expectVisibleFocus(page.locator(':focus'));
  }
  for (let i = 0; i < stops * 2 + 1; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(modal), `Shift+Tab ${i + 1} stays in the modal`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(stack.modals).toHaveCount(0);
  await expectVisibleFocus(open);
});

test('alerts by keyboard and live regions: the alert is spoken, Tab wraps, Escape closes; cart-count changes are spoken', async ({ page }) => {
  const detail = new GoodsDetailPage(page);
  const stack = new ModalStack(page);
  await detail.goto(1);
  await detail.openPurchase();
  // No option chosen: 장바구니 담기 answers with an alert.
  await keyboardFocus(page, detail.addToCart);
  await page.keyboard.press('Enter');
  await expect(stack.alert).toContainText('옵션을 선택해 주세요.');
  await expect(assertiveRegion(page)).toHaveText('알림: 옵션을 선택해 주세요.');
  const ok = stack.alert.getByRole('button', { name: '확인' });
  await expectVisibleFocus(ok);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(ok); // the only button: Tab wraps onto it
  await page.keyboard.press('Escape');
  await expect(stack.alert).toHaveCount(0);
  await expect(assertiveRegion(page)).toHaveText('');
  await expectVisibleFocus(detail.addToCart);

  // With an option: the cart count changes and the polite region says the new count.
  await detail.optionToggle.focus();
  await page.keyboard.press('Enter');
  await detail.root.locator('.option-list__item:not(:disabled)').first().focus();
  await page.keyboard.press('Enter');
  await detail.addToCart.focus();
  await page.keyboard.press('Enter');
  await expect(politeRegion(page)).toHaveText(/^장바구니 상품 \d+개/);
  // The confirm (장바구니 보기 / 계속 쇼핑하기): Shift+Tab wraps, Escape is 계속 쇼핑하기 and the page stays.
  const keepShopping = stack.alert.getByRole('button', { name: '계속 쇼핑하기' });
  const toCart = stack.alert.getByRole('button', { name: '장바구니 보기' });
  await expectVisibleFocus(toCart);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(keepShopping);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(toCart);
  await page.keyboard.press('Escape');
  await expect(stack.alert).toHaveCount(0);
  await expect(page).toHaveURL(/\/goods\/detail\/1$/);
  // The live regions are never inside inert content.
  await expect(page.locator('[data-layer="announcer"]')).not.toHaveAttribute('inert');
});

test.describe('member switches', () => {
  test.use({ storageState: MEMBER_STATE });
  test('switch: Space and Enter toggle 이메일 수신 with a visible focus ring', async ({ page }) => {
    await page.goto('/mypage/member-info/edit');
    const root = page.locator('.remote-root--mypage');
    await root.getByLabel('비밀번호', { exact: true }).fill(DEMO_MEMBER.password);
    await page.keyboard.press('Enter');
    const email = root.getByRole('switch', { name: '이메일 수신' });
    await expect(email).toBeVisible();
    const before = await email.getAttribute('aria-checked');
    const after = before === 'true' ? 'false' : 'true';
    await keyboardFocus(page, email);
    await page.keyboard.press('Space');
    await expect(email).toHaveAttribute('aria-checked', after);
    await page.keyboard.press('Enter');
    await expect(email).toHaveAttribute('aria-checked', before!);
    await expectVisibleFocus(email);
    const findings = await seriousViolations(page);
    expect(findings, formatFindings(findings)).toEqual([]);
  });
});

test.describe('prefers-reduced-motion', () => {
  test.beforeEach(async ({ page }) => {
    // Counts the page slides the shell starts (Element.animate on the page frame).
    await page.addInitScript(() => {
      const w = window as unknown as { __pageSlides: number };
      w.__pageSlides = 0;
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
        if (this.classList.contains('page-frame')) w.__pageSlides += 1;
        return animate.apply(this, args);
      };
    });
  });
  const pageSlides = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { __pageSlides: number }).__pageSlides);

  for (const reduce of [false, true]) {
    test(`${reduce ? 'reduce' : 'no preference'}: page slides ${reduce ? 'off' : 'on'}, carousel auto-play ${reduce ? 'off' : 'on'}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' });
      const main = new MainPage(page);
      await main.goto();
      const carousel = main.root.getByRole('region', { name: '메인 배너' });
      await expect(carousel.getByRole('link').first()).toBeVisible();
      // Auto-play offers its pause button only when it plays; with reduce the slides do not glide either.
      await expect(carousel.getByRole('button', { name: '자동 넘김 멈춤' })).toHaveCount(reduce ? 0 : 1);
      const duration = await carousel.locator('.ui-carousel__track').evaluate((el) => getComputedStyle(el).transitionDuration);
      expect(duration === '0s').toBe(reduce);

      // A sub page (the cart) slides in from the right unless less motion is asked for.
      await page
        .locator('header.shell-header')
        .getByRole('link', { name: /^장바구니/ })
        .click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.locator('.page-frame')).toHaveAttribute('data-transition', 'slide-right');
      expect(await pageSlides(page)).toBe(reduce ? 0 : 1);
    });
  }
});
