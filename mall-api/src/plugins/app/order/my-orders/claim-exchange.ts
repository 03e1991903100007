import {
  CLAIM_MESSAGES,
  type ExchangeOption,
  type ExchangeOptions,
  type ExchangeSheet,
  type ClaimCreated,
  type ShippingFeePayer,
  MY_ORDER_MESSAGES,
} from '@mall/shared-contracts/order';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { claims, goodsOptions, orderItems } from '../../../../db/schema';
import { notFound, unprocessable } from '../../../../lib/errors';
import { addStock, moveLines } from '../orders/order-lines';
import {
  type LineRow,
  type MyOrdersDeps,
  type OrderOwner,
  actionsOf,
  findOrder,
  findReason,
  myLines,
  openClaimLines,
  pickupOf,
  reasonsOf,
  toReason,
  pickupColumns,
} from './order-reads';
import { type ExchangeInput, exchangeRefusal, noneClaimable, refuseOutsideWindow } from './claim-rules';
import { exchangeFeesFor } from './claim-refunds';

/**
 * Exchange claims raised by the shopper: the sheet, the option change modal and the request.
 */
export function exchangeClaimsOf({ db }: MyOrdersDeps) {
  return {
    /** The exchange step: the delivered lines, the exchange reasons with who pays, the fee per payer, the pickup and the delivery. */
    async exchangeSheet(owner: OrderOwner, orderNo: string, itemIds: number[]): Promise<ExchangeSheet> {
      const order = await findOrder(db, owner, orderNo);
      const [lines, my, reasonRows] = await Promise.all([
        db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
        myLines(db, [order.id]),
        reasonsOf(db, 'exchange'),
      ]);
      const exchangeable = (my.get(order.id) ?? []).filter((l) => l.actions.can_exchange);
      if (exchangeable.length === 0) throw noneClaimable(my.get(order.id) ?? [], CLAIM_MESSAGES.exchangeNotAllowed, 'EXCHANGE_NOT_ALLOWED');
      const selected = itemIds.filter((id) => exchangeable.some((l) => l.id === id));
      return {
        order_id: order.orderNo,
        items: exchangeable,
        selected_ids: selected,
        reasons: reasonRows.map(toReason),
        fees: await exchangeFeesFor(
          db,
          lines.filter((l) => selected.includes(l.id)),
        ),
        pickup: pickupOf(order),
        delivery: pickupOf(order),
      };
    },
    /** The exchange option change modal: the other options of the line's goods, with what keeps each from being chosen. */
    async exchangeOptions(owner: OrderOwner, orderNo: string, itemId: number): Promise<ExchangeOptions> {
      const order = await findOrder(db, owner, orderNo);
      const [line] = await db
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, order.id)));
      if (!line) throw notFound(MY_ORDER_MESSAGES.lineNotFound, 'LINE_NOT_FOUND');
      const open = await openClaimLines(db, order.id);
      refuseOutsideWindow([line], open, new Date());
      if (!actionsOf(line, open, new Date()).can_exchange) throw unprocessable(CLAIM_MESSAGES.exchangeNotAllowed, 'EXCHANGE_NOT_ALLOWED');
      const rows = await db.select().from(goodsOptions).where(eq(goodsOptions.goodsId, line.goodsId)).orderBy(asc(goodsOptions.sortOrder));
      const current = rows.find((o) => o.id === line.optionId);
      return {
        item_id: line.id,
        goods_name: line.goodsName,
        option_name: line.optionName,
        ea: line.ea,
        options: rows.map((o) => ({
          option_id: o.id,
          name: o.name,
          stock: o.stock,
          // Every row is of the line's goods, so never 'unknown'.
          unavailable: exchangeRefusal(o, line, current) as ExchangeOption['unavailable'],
        })),
      };
    },
    /**
     * Asks to exchange delivered lines for other options of the same goods: the lines move
     * delivered → exchange_requested, the pickup is booked, and the chosen options' units are held
     * in the same transaction (options locked in id order: two shoppers never get the last unit
     * both). Under the route's idempotency key.
     */
    async requestExchange(tx: Database, owner: OrderOwner, orderNo: string, body: ExchangeInput, now = new Date()): Promise<ClaimCreated> {
      const order = await findOrder(tx, owner, orderNo, true);
      const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)).for('update');
      const open = await openClaimLines(tx, order.id);
      const wanted = new Map(body.items.map((i) => [i.item_id, i.option_id]));
      const ids = [...wanted.keys()];
      const chosen = ids.map((id) => lines.find((l) => l.id === id));
      if (chosen.some((l) => !l)) throw notFound(MY_ORDER_MESSAGES.lineNotFound, 'LINE_NOT_FOUND');
      refuseOutsideWindow(chosen as LineRow[], open, now);
      if (chosen.some((l) => !actionsOf(l!, open, now).can_exchange)) throw unprocessable(CLAIM_MESSAGES.exchangeNotAllowed, 'EXCHANGE_NOT_ALLOWED');
      const reason = await findReason(tx, 'exchange', body.reason_code, body.detail_reason);
      const payer: ShippingFeePayer = reason.fault ?? 'buyer';

      // Lock the asked options in id order, then check each one against its line.
      const optionIds = [...new Set(wanted.values())].sort((a, b) => a - b);
      const options = await tx.select().from(goodsOptions).where(inArray(goodsOptions.id, optionIds)).orderBy(asc(goodsOptions.id)).for('update');
      const need = new Map<number, number>();
      for (const line of chosen as LineRow[]) {
        const option = options.find((o) => o.id === wanted.get(line.id));
        const current = line.optionId === null ? undefined : (await tx.select().from(goodsOptions).where(eq(goodsOptions.id, line.optionId)))[0];
        const refusal = option ? exchangeRefusal(option, line, current) : 'unknown';
        if (refusal === 'unknown') throw unprocessable(CLAIM_MESSAGES.exchangeOptionUnknown, 'EXCHANGE_OPTION_UNKNOWN');
        if (refusal === 'current') throw unprocessable(CLAIM_MESSAGES.exchangeOptionSame, 'EXCHANGE_OPTION_SAME');
        if (refusal === 'price_differs') throw unprocessable(CLAIM_MESSAGES.exchangeOptionPriceDiffers, 'EXCHANGE_OPTION_PRICE_DIFFERS');
        need.set(option!.id, (need.get(option!.id) ?? 0) + line.ea);
      }
      for (const o of options) if (o.stock < (need.get(o.id) ?? 0)) throw unprocessable(CLAIM_MESSAGES.exchangeOptionSoldOut, 'EXCHANGE_OPTION_SOLD_OUT');

      const moved = await moveLines(tx, order.id, 'exchange_requested', ids);
      if (moved.length !== ids.length) throw unprocessable(CLAIM_MESSAGES.exchangeNotAllowed, 'EXCHANGE_NOT_ALLOWED');
      await addStock(
        tx,
        [...need].map(([optionId, ea]) => ({ optionId, ea: -ea })),
      );
      const fee = (await exchangeFeesFor(tx, chosen as LineRow[]))[payer];

      const claimIds: number[] = [];
      for (const [k, id] of ids.entries()) {
        const line = lines.find((l) => l.id === id)!;
        const option = options.find((o) => o.id === wanted.get(id))!;
        const [claim] = await tx
          .insert(claims)
          .values({
            orderId: order.id,
            orderItemId: id,
            type: 'exchange',
            status: 'requested',
            reasonCode: reason.code,
            reasonLabel: reason.label,
            detailReason: body.detail_reason.trim(),
            ea: line.ea,
            shippingFeePayer: payer,
            // The buyer's exchange shipping is enclosed once, with the first parcel.
            returnShippingAmount: k === 0 ? fee : 0,
            ...pickupColumns(body.pickup),
            exchangeOptionId: option.id,
            exchangeOptionName: option.name,
            exchangeReservedEa: line.ea,
            exchangeReceiverName: body.delivery.name,
            exchangeReceiverPhone: body.delivery.phone,
            exchangeZipcode: body.delivery.zipcode,
            exchangeAddress1: body.delivery.address1,
            exchangeAddress2: body.delivery.address2,
            createdAt: now,
          })
          .returning({ id: claims.id });
        claimIds.push(claim!.id);
      }
      return { order_id: order.orderNo, claim_ids: claimIds };
    },
  };
}
