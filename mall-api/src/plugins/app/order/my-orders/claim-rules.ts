import { CLAIM_MESSAGES, type ExchangeOption, type Pickup, type MyOrderLine, type OrderLineStatus } from '@mall/shared-contracts/order';
import { goodsOptions } from '../../../../db/schema';
import { unprocessable } from '../../../../lib/errors';
import { type LineRow, actionsOf } from './order-reads';

/*
 * What a claim the shopper raises (cancel, return, exchange) may ask for, and when it is refused: the
 * request bodies, the claim window, and the options an exchange may pick.
 */

export type OptionRow = typeof goodsOptions.$inferSelect;

export type RefundAccountBody = { bank_code: string; account_number: string; holder_name: string };

/** The reason the purge job cancels a virtual-account order nobody paid in time. */
export const DEPOSIT_OVERDUE = { code: 'DEPOSIT_OVERDUE', label: '입금 기한 만료' } as const;

export interface CancelInput {
  item_ids: number[];
  reason_code: string;
  detail_reason: string;
  refund_account?: RefundAccountBody;
}

export interface ReturnInput extends CancelInput {
  pickup: Pickup;
}

export type ToReturnInput = Omit<ReturnInput, 'item_ids'>;

export interface ExchangeInput {
  items: { item_id: number; option_id: number }[];
  reason_code: string;
  detail_reason: string;
  pickup: Pickup;
  delivery: Pickup;
}

/** Lines out of the order for good: once every line is, the order's coupons come back. */
export const GONE_STATUSES: readonly OrderLineStatus[] = ['cancelled', 'expired', 'returned'];

export const windowClosed = () => unprocessable(CLAIM_MESSAGES.claimWindowClosed, 'CLAIM_WINDOW_CLOSED');

/** A return or exchange of a line delivered more than CLAIM_WINDOW_DAYS ago is refused in those words. */
export function refuseOutsideWindow(lines: readonly Pick<LineRow, 'id' | 'status' | 'deliveredAt'>[], open: ReadonlySet<number | null>, now: Date) {
  if (lines.some((l) => actionsOf(l, open, now).claim_window_closed)) throw windowClosed();
}

/** Why a sheet has no line to claim: the window closed on its delivered lines, or nothing was delivered. */
export const noneClaimable = (lines: readonly MyOrderLine[], message: string, code: string) =>
  lines.some((l) => l.actions.claim_window_closed) ? windowClosed() : unprocessable(message, code);

/**
 * Why an option cannot replace the line's: it is the line's own, it has too few units, or it costs
 * another price (an exchange changes the option, never the amount paid). Null when it can.
 */
export function exchangeRefusal(
  option: OptionRow,
  line: Pick<LineRow, 'goodsId' | 'optionId' | 'ea'>,
  current: OptionRow | undefined,
): ExchangeOption['unavailable'] | 'unknown' {
  if (option.goodsId !== line.goodsId) return 'unknown';
  if (option.id === line.optionId) return 'current';
  if (option.extraAmount !== (current?.extraAmount ?? 0)) return 'price_differs';
  if (option.stock < line.ea) return 'sold_out';
  return null;
}
