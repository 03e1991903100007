import { useLayoutEffect, type RefObject } from 'react';

const OWNERS = 'data-inert-by';

/** Several layers may make the same element inert; it stays inert until the last of them lets go. */
function setInertBy(el: HTMLElement, owner: string, on: boolean) {
  const owners = new Set((el.getAttribute(OWNERS) ?? '').split(' ').filter(Boolean));
  if (on) owners.add(owner);
  else owners.delete(owner);
  if (owners.size) el.setAttribute(OWNERS, [...owners].join(' '));
  else el.removeAttribute(OWNERS);
  el.toggleAttribute('inert', owners.size > 0);
}

/**
 * While `active`, every sibling of the layer (header, page, lower layers) is inert: no focus, no
 * clicks, hidden from assistive technology, except siblings matching `keep` (layers drawn above).
 * A layout effect, so the page is interactive again before focus is handed back to it.
 */
export function useInertSiblings(layer: RefObject<HTMLElement | null>, owner: string, active: boolean, keep?: string) {
  useLayoutEffect(() => {
    const el = layer.current;
    if (!active || !el?.parentElement) return;
    const siblings = [...el.parentElement.children].filter((s): s is HTMLElement => s !== el && s instanceof HTMLElement && !(keep && s.matches(keep)));
    siblings.forEach((s) => setInertBy(s, owner, true));
    return () => siblings.forEach((s) => setInertBy(s, owner, false));
  }, [layer, owner, active, keep]);
}

/** Gives focus back to what had it before a layer opened, if it is still on the page. */
export function restoreFocus(el: Element | null) {
  if (el instanceof HTMLElement && el.isConnected) el.focus({ preventScroll: true });
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Elements Tab stops at inside `container`, in order (hidden and inert parts skipped). */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => !el.closest('[hidden], [inert], [aria-hidden="true"]'));
}

/**
 * A keydown handler for a dialog: Tab from its last stop wraps to the first, Shift+Tab from the
 * first (or from the dialog itself) wraps to the last, so the focus cannot leave the dialog even
 * towards the browser's own controls. The inert page behind it is the second fence.
 */
export function trapTab(event: { key: string; shiftKey: boolean; preventDefault: () => void }, container: HTMLElement | null): void {
  if (event.key !== 'Tab' || !container) return;
  const stops = tabbables(container);
  const active = document.activeElement;
  if (!stops.length) {
    event.preventDefault();
    container.focus();
    return;
  }
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  if (event.shiftKey && (active === first || active === container || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
