import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard helpers for accessibility specs. A ring must show for keyboard focus: the element is
 * focused, matches :focus-visible, and draws an outline of at least 2px (shared-ui tokens.css).
 */
export async function expectVisibleFocus(locator: Locator): Promise<void> {
  await expect(locator).toBeFocused();
  const ring = await locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return { visible: el.matches(':focus-visible'), style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring.visible, 'keyboard focus matches :focus-visible').toBe(true);
  expect(ring.style, 'focus outline').not.toBe('none');
  expect(ring.width, 'focus outline width').toBeGreaterThanOrEqual(2);
}

/**
 * Puts the keyboard focus on `locator` as a keyboard user would arrive there: one real Tab first
 * (so the browser is in keyboard mode and the ring shows), then the focus moves to the element.
 */
export async function keyboardFocus(page: Page, locator: Locator): Promise<void> {
  await page.keyboard.press('Tab');
  await locator.focus();
  await expectVisibleFocus(locator);
}

/** Whether the focused element sits inside `container`. */
export function focusInside(container: Locator): Promise<boolean> {
  return container.evaluate((el) => el.contains(document.activeElement));
}

/** How many Tab stops `container` has (what the shell's focus trap cycles through). */
export function tabStops(container: Locator): Promise<number> {
  return container.evaluate(
    (el) =>
      [
        ...el.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
        ),
      ].filter((e) => !e.closest('[hidden], [inert], [aria-hidden="true"]')).length,
  );
}
