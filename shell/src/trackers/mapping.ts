import type { EventMap } from '@mall/shared-contracts';

type CartLine = EventMap['track.cartView']['cartItems'][number];
type OrderLine = EventMap['track.purchase']['orderedItems'][number];

/** Units in an order (the "quantity" trackers want for a purchase). */
export const totalQuantity = (lines: readonly { quantity: number }[]) => lines.reduce((sum, l) => sum + l.quantity, 0);

/** What cart lines are worth at their discounted unit prices. */
export const cartValue = (lines: readonly CartLine[]) => lines.reduce((sum, l) => sum + l.discountedPrice * l.quantity, 0);

/** The device kind ad vendors ask for: the desktop layout starts at 1024 px. */
export const isDesktop = (win: Window) => Boolean(win.matchMedia?.('(min-width: 1024px)').matches);

export type { CartLine, OrderLine };
