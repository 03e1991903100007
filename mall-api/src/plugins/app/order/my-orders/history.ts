import {
  addressEditable,
  GUEST_ORDER_MESSAGES,
  MY_ORDER_MESSAGES,
  MY_ORDERS_PAGE_SIZE,
  ORDER_STATUS_LABELS,
  purchasePoint,
  splitVat,
  type ClaimsResponse,
  type MyOrderDetail,
  type MyOrdersResponse,
  type MyOrderTab,
  type OrderLineStatus,
  type PurchaseConfirmResponse,
  type Receipt,
  type RefundEstimate,
} from '@mall/shared-contracts/order';
import { and, asc, count, desc, eq, gte, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { claims, grades, members, orderItems, orderPacks, orders, pointLedger } from '../../../../db/schema';
import { notFound, unprocessable } from '../../../../lib/errors';
import { moveLines, toOrderAmounts, toOrderReceiver } from '../orders/order-lines';
import {
  DAY,
  type GuestAddressInput,
  MONTH_DAYS,
  type MyOrdersDeps,
  type OrderOwner,
  banksByCode,
  claimRow,
  findOrder,
  iso,
  lastPayment,
  memberIdOf,
  myLines,
  ownsOrder,
  toPayment,
} from './order-reads';
import { refundedSoFar } from './claim-refunds';

/**
 * The member's (or guest session's) order history (/mypage/order): the lists, the detail, the delivery address
 * change, the receipt, purchase confirm and the claims of a list of ids.
 */
export function historyOf({ db, settings }: MyOrdersDeps) {
  return {
    async list(owner: OrderOwner, tab: MyOrderTab, months: number, page: number, now = new Date()): Promise<MyOrdersResponse> {
      const since = new Date(now.getTime() - months * MONTH_DAYS * DAY);
      const size = MY_ORDERS_PAGE_SIZE;
      const empty = { current_page: page, per_page: size, total: 0, last_page: 1, data: [] };
      if (tab === 'all') {
        const where = and(ownsOrder(owner), ne(orders.status, 'ordering'), gte(orders.createdAt, since));
        const [[total], rows] = await Promise.all([
          db.select({ n: count() }).from(orders).where(where),
          db
            .select()
            .from(orders)
            .where(where)
            .orderBy(desc(orders.createdAt), desc(orders.id))
            .limit(size)
            .offset((page - 1) * size),
        ]);
        const lines = await myLines(
          db,
          rows.map((o) => o.id),
        );
        const n = total?.n ?? 0;
        return {
          tab,
          months,
          claims: empty,
          orders: {
            current_page: page,
            per_page: size,
            total: n,
            last_page: Math.max(1, Math.ceil(n / size)),
            data: rows.map((o) => ({
              order_id: o.orderNo,
              ordered_at: o.createdAt.toISOString(),
              status: o.status as OrderLineStatus,
              status_label: ORDER_STATUS_LABELS[o.status as OrderLineStatus],
              payment_amount: o.paymentAmount,
              items: lines.get(o.id) ?? [],
            })),
          },
        };
      }
      const where = and(ownsOrder(owner), eq(claims.type, tab), gte(claims.createdAt, since));
      const [[total], rows, bankNames] = await Promise.all([
        db.select({ n: count() }).from(claims).innerJoin(orders, eq(orders.id, claims.orderId)).where(where),
        db
          .select({ claim: claims, order: orders, line: orderItems })
          .from(claims)
          .innerJoin(orders, eq(orders.id, claims.orderId))
          .innerJoin(orderItems, eq(orderItems.id, claims.orderItemId))
          .where(where)
          .orderBy(desc(claims.createdAt), desc(claims.id))
          .limit(size)
          .offset((page - 1) * size),
        banksByCode(db),
      ]);
      const n = total?.n ?? 0;
      return {
        tab,
        months,
        orders: empty,
        claims: {
          current_page: page,
          per_page: size,
          total: n,
          last_page: Math.max(1, Math.ceil(n / size)),
          data: rows.map((r) => claimRow(r, bankNames)),
        },
      };
    },
    async detail(owner: OrderOwner, orderNo: string): Promise<MyOrderDetail> {
      const order = await findOrder(db, owner, orderNo);
      const [lines, packs, payment, refunded] = await Promise.all([
        myLines(db, [order.id]),
        db.select().from(orderPacks).where(eq(orderPacks.orderId, order.id)).orderBy(asc(orderPacks.id)),
        lastPayment(db, order.id),
        refundedSoFar(db, order.id),
      ]);
      const items = lines.get(order.id) ?? [];
      const rows = await db.select({ id: orderItems.id, sellerId: orderItems.sellerId }).from(orderItems).where(eq(orderItems.orderId, order.id));
      const sellerOf = new Map(rows.map((r) => [r.id, r.sellerId]));
      const listAmount = items.reduce((s, l) => s + l.list_price * l.ea, 0);
      const status = order.status as OrderLineStatus;
      return {
        order_id: order.orderNo,
        ordered_at: order.createdAt.toISOString(),
        paid_at: iso(order.paidAt),
        status,
        status_label: ORDER_STATUS_LABELS[status],
        orderer: { name: order.ordererName, phone: order.ordererPhone, email: order.ordererEmail },
        receiver: toOrderReceiver(order),
        packs: packs.map((p) => ({
          seller_id: p.sellerId,
          seller_name: p.sellerName,
          shipping_amount: p.shippingAmount,
          items: items.filter((l) => sellerOf.get(l.id) === p.sellerId),
        })),
        amounts: toOrderAmounts(order, listAmount),
        payment: payment ? toPayment(payment) : null,
        refunded: { payment_amount: refunded.payment, point_amount: refunded.point },
        address_editable: addressEditable(items.map((l) => l.status)),
      };
    },
    /**
     * The delivery address of an order nothing of which has shipped (guest-address-edit): locked with
     * the order and its lines, so a parcel the seller ships meanwhile refuses the change.
     */
    async changeAddress(owner: OrderOwner, orderNo: string, body: GuestAddressInput): Promise<MyOrderDetail> {
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const order = await findOrder(tx, owner, orderNo, true);
        const lines = await tx.select({ status: orderItems.status }).from(orderItems).where(eq(orderItems.orderId, order.id)).for('update');
        if (!addressEditable(lines.map((l) => l.status as OrderLineStatus))) throw unprocessable(GUEST_ORDER_MESSAGES.addressLocked, 'ADDRESS_LOCKED');
        await tx
          .update(orders)
          .set({
            receiverName: body.name,
            receiverPhone: body.phone,
            zipcode: body.zipcode,
            address1: body.address1,
            address2: body.address2,
            deliveryMemo: body.memo,
          })
          .where(eq(orders.id, order.id));
      });
      return this.detail(owner, orderNo);
    },
    async receipt(owner: OrderOwner, orderNo: string): Promise<Receipt> {
      const order = await findOrder(db, owner, orderNo);
      const payment = await lastPayment(db, order.id);
      if (!payment) throw unprocessable(MY_ORDER_MESSAGES.noPayment, 'NO_PAYMENT');
      const lines = await db.select({ name: orderItems.goodsName }).from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
      const s = await settings();
      const { supply, vat } = splitVat(payment.amount - payment.refundedAmount);
      return {
        order_id: order.orderNo,
        order_name: lines.length > 1 ? `${lines[0]!.name} 외 ${lines.length - 1}건` : (lines[0]?.name ?? ''),
        shop: {
          name: s.shop.name,
          company_name: s.shop.company_name,
          ceo_name: s.shop.ceo_name,
          business_number: s.shop.business_number,
          address: s.shop.address,
          phone: s.customer_service.phone,
        },
        payment: toPayment(payment),
        supply_amount: supply,
        vat_amount: vat,
      };
    },
    /** 구매확정: a delivered (or exchanged) line becomes confirmed and earns the grade's points, once. */
    async confirm(owner: OrderOwner, orderNo: string, itemId: number, now = new Date()): Promise<PurchaseConfirmResponse> {
      const s = await settings();
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const order = await findOrder(tx, owner, orderNo, true);
        const [line] = await tx
          .select()
          .from(orderItems)
          .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, order.id)));
        if (!line) throw notFound(MY_ORDER_MESSAGES.lineNotFound, 'LINE_NOT_FOUND');
        const moved = await moveLines(tx, order.id, 'confirmed', [itemId]);
        if (moved.length === 0)
          throw unprocessable(line.status === 'confirmed' ? MY_ORDER_MESSAGES.alreadyConfirmed : MY_ORDER_MESSAGES.confirmNotAllowed, 'CONFIRM_NOT_ALLOWED');
        await tx.update(orderItems).set({ confirmedAt: now }).where(eq(orderItems.id, itemId));
        // A guest confirms too, without points (it has no grade and no wallet).
        const memberId = memberIdOf(owner);
        const [grade] =
          memberId === null
            ? []
            : await tx.select({ code: grades.code }).from(members).innerJoin(grades, eq(grades.id, members.gradeId)).where(eq(members.id, memberId));
        const earned = memberId === null ? 0 : purchasePoint(line.price * line.ea, grade?.code ?? '', s.goods_price_krw_unit);
        if (earned > 0 && memberId !== null) {
          const expiresAt = new Date(now);
          expiresAt.setMonth(expiresAt.getMonth() + s.point_rules.usable_months);
          await tx
            .insert(pointLedger)
            .values({ memberId, amount: earned, kind: 'earn', reason: `구매확정 적립 (주문 ${order.orderNo})`, orderId: order.id, expiresAt, createdAt: now });
        }
        return { item_id: itemId, status: 'confirmed', status_label: ORDER_STATUS_LABELS.confirmed, earned_point: earned };
      });
    },
    async claims(owner: OrderOwner, ids: number[]): Promise<ClaimsResponse> {
      const rows = await db
        .select({ claim: claims, order: orders, line: orderItems })
        .from(claims)
        .innerJoin(orders, eq(orders.id, claims.orderId))
        .innerJoin(orderItems, eq(orderItems.id, claims.orderItemId))
        .where(and(inArray(claims.id, ids), ownsOrder(owner)))
        .orderBy(asc(claims.id));
      if (rows.length !== new Set(ids).size || new Set(rows.map((r) => r.order.id)).size !== 1)
        throw notFound(MY_ORDER_MESSAGES.claimNotFound, 'CLAIM_NOT_FOUND');
      const bankNames = await banksByCode(db);
      const data = rows.map((r) => claimRow(r, bankNames));
      // A withdrawn or refused claim (the exchange an exchange → return replaced) gives and costs nothing.
      const live = data.filter((c) => c.status === 'requested' || c.status === 'completed');
      const sum = (k: 'refund_goods_amount' | 'refund_shipping_amount' | 'refund_point_amount' | 'refund_payment_amount' | 'return_shipping_amount') =>
        live.reduce((s, c) => s + c[k], 0);
      const total: RefundEstimate = {
        goods_amount: sum('refund_goods_amount'),
        shipping_amount: sum('refund_shipping_amount'),
        // What the claimed lines' own coupons had taken off them (the coupons themselves came back).
        coupon_amount: rows.filter((r) => r.claim.status === 'completed').reduce((s, r) => s + r.line.couponDiscountAmount, 0),
        point_amount: sum('refund_point_amount'),
        payment_amount: sum('refund_payment_amount'),
        return_shipping_amount: sum('return_shipping_amount'),
      };
      return { order_id: rows[0]!.order.orderNo, claims: data, total };
    },
  };
}
