import { isFeatureOn, type ShopSettings } from '@mall/shared-contracts';
import {
  CARD_COMPANIES,
  CHECKOUT_MESSAGES,
  CHECKOUT_RULES,
  INSTALLMENT_MONTHS,
  applyCouponChoices,
  ORDER_COUPON_MESSAGES,
  ORDER_MESSAGES,
  ORDER_RESERVATION_MINUTES,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  pointUseError,
  TIME_DEAL_MESSAGES,
  type OrderCoupons,
  type OrderLineStatus,
  type OrderResult,
  type PaymentMethod,
  type PreparePayResponse,
} from '@mall/shared-contracts/order';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { CouponDevice, PreparePayBodySchema } from '@mall/shared-contracts/order';
import type { Database } from '../../../../db/client';
import { carts, orderItems, orders, payments } from '../../../../db/schema';
import { addressBookOf, saveAddress } from '../addresses/address-book';
import { AppError, notFound, unprocessable } from '../../../../lib/errors';
import { lockedPointBalanceOf, pointBalanceOf, spendPoints } from '../../member/benefits/balances';
import { createSandboxAddressSearch, type AddressSearchProvider } from '../addresses/address-search';
import { chargeableMyPayMethod } from '../payments/my-pay';
import { createSandboxPaymentGateway, type PaymentGateway, type PgApproval } from '../payments/payment-gateway';
import { couponContext, spendLineCoupons, toOrderCoupons } from './order-coupons';
import { availableMethods, paymentMethodsFor } from './payment-methods';
import { moveLines, toOrderLineView, toOrderAmounts } from './order-lines';
import { timeDealEndedLines, type OrderCaller } from './orders-repository';

type PreparePay = z.output<typeof PreparePayBodySchema>;
type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

const orderNotFound = () => notFound(ORDER_MESSAGES.orderNotFound, 'ORDER_NOT_FOUND');
/**
 * Paying an order: the sheet's choices (prepare-pay), the PG round trip, and settling the result —
 * the one transaction where points are spent, lines become paid and the cart lines go (ADR 0012).
 */
export function createCheckout(db: Database, gateway: PaymentGateway, settings: () => Promise<ShopSettings>) {
  const lockOwned = async (tx: Database, caller: OrderCaller, orderNo: string) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), 'memberId' in caller ? eq(orders.memberId, caller.memberId) : and(eq(orders.uidToken, caller.uidToken))))
      .for('update');
    // A visitor's order has no member: the uid-token alone never opens a member's order.
    if (!order || ('uidToken' in caller && order.memberId !== null)) throw orderNotFound();
    return order;
  };

  const pointRules = (s: ShopSettings) => ({ minUsable: s.point_rules.min_usable_point, unit: s.goods_price_krw_unit });

  /**
   * Settles an approved PG payment in the caller's transaction. An order that can no longer take it
   * (expired, or paid by another attempt) gets the money back at once; points short since the sheet
   * are refused the same way. Otherwise: points spent, lines paid (or waiting for the deposit),
   * cart lines removed. A payment already settled is left alone (the result and the callback race).
   */
  async function settle(tx: Database, payment: PaymentRow, approval: Extract<PgApproval, { ok: true }>) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    if (!order) return;
    const refuse = async (message: string) => {
      await gateway.cancel(tx, payment.pgTid, payment.amount);
      await tx
        .update(payments)
        .set({ status: 'cancelled', failCode: 'ORDER_NOT_PAYABLE', failMessage: message, updatedAt: new Date() })
        .where(eq(payments.id, payment.id));
    };
    if (order.status !== 'ordering') return refuse(order.status === 'expired' ? ORDER_MESSAGES.orderExpired : CHECKOUT_MESSAGES.alreadyPaid);
    // Points are checked under the member's wallet lock, held to the end of the transaction: points
    // another order spent since the sheet refuse this payment, and no parallel settlement spends them twice.
    if (order.memberId !== null && order.pointAmount > 0 && (await lockedPointBalanceOf(tx, order.memberId)) < order.pointAmount)
      return refuse(CHECKOUT_MESSAGES.pointSpentElsewhere);
    // The coupons are spent here, once: one taken by another order since the sheet refuses this payment.
    if (!(await spendLineCoupons(tx, order, new Date()))) return refuse(ORDER_COUPON_MESSAGES.alreadyUsed);
    if (order.memberId !== null && order.pointAmount > 0)
      await spendPoints(tx, order.memberId, order.pointAmount, { kind: 'use', reason: `주문 사용 (${order.orderNo})`, orderId: order.id });
    const now = new Date();
    const waiting = approval.kind === 'vbank';
    await moveLines(tx, order.id, waiting ? 'pay_waiting' : 'paid');
    const cartIds = (
      await tx
        .select({ cartId: orderItems.cartId })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, order.id), isNotNull(orderItems.cartId)))
    ).map((r) => r.cartId!);
    if (cartIds.length) await tx.delete(carts).where(inArray(carts.id, cartIds));
    await tx
      .update(orders)
      .set(waiting ? { expiresAt: approval.dueAt, updatedAt: now } : { paidAt: approval.approvedAt, expiresAt: null, updatedAt: now })
      .where(eq(orders.id, order.id));
    await tx
      .update(payments)
      .set(
        waiting
          ? { status: 'waiting_deposit', vbankName: approval.vbankName, vbankAccount: approval.vbankAccount, vbankDueAt: approval.dueAt, updatedAt: now }
          : { status: 'approved', approvedAt: approval.approvedAt, updatedAt: now },
      )
      .where(eq(payments.id, payment.id));
  }

  /** The PG's word on a ready payment: settle it, or record why not (the order stays payable). */
  async function confirmPayment(tx: Database, payment: PaymentRow) {
    if (payment.status !== 'ready') return;
    const approval = await gateway.approve(tx, payment.pgTid, payment.amount);
    if (approval.ok) return settle(tx, payment, approval);
    await tx
      .update(payments)
      .set({
        status: approval.code === 'USER_CANCELLED' ? 'cancelled' : 'declined',
        failCode: approval.code,
        failMessage: approval.message,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, payment.id));
  }

  async function resultOf(executor: Database, order: OrderRow): Promise<OrderResult> {
    const [lines, [payment]] = await Promise.all([
      executor.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
      executor.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.id)).limit(1),
    ]);
    const listAmount = lines.reduce((sum, l) => sum + l.listPrice * l.ea, 0);
    const status = order.status as OrderLineStatus;
    return {
      order_id: order.orderNo,
      status,
      status_label: ORDER_STATUS_LABELS[status],
      is_member: order.memberId !== null,
      orderer_name: order.ordererName,
      payment: payment
        ? {
            pg_tid: payment.pgTid,
            method: payment.method as PaymentMethod,
            method_label: PAYMENT_METHOD_LABELS[payment.method as PaymentMethod],
            amount: payment.amount,
            status: payment.status as NonNullable<OrderResult['payment']>['status'],
            card_company: payment.cardCompany ? (CARD_COMPANIES.find((c) => c.code === payment.cardCompany)?.name ?? null) : null,
            installment_months: payment.installmentMonths,
            vbank_name: payment.vbankName,
            vbank_account: payment.vbankAccount,
            vbank_due_at: payment.vbankDueAt?.toISOString() ?? null,
            approved_at: payment.approvedAt?.toISOString() ?? null,
            fail_message: payment.failMessage,
          }
        : null,
      amounts: toOrderAmounts(order, listAmount),
      items: lines.map(toOrderLineView),
    };
  }

  return {
    paymentMethods: async (caller: OrderCaller) => paymentMethodsFor(db, caller, await settings()),

    /**
     * Records the sheet (orderer, receiver, points, method) on the order and registers a payment with
     * the PG. Earlier unfinished attempts of the order are superseded. Nothing is spent yet. The shop
     * settings are read before the transaction (PGlite has one connection: no query outside `tx` here).
     */
    async preparePay(
      tx: Database,
      caller: OrderCaller,
      orderNo: string,
      body: PreparePay,
      shop: ShopSettings,
      device: CouponDevice,
      now = new Date(),
    ): Promise<PreparePayResponse> {
      const order = await lockOwned(tx, caller, orderNo);
      if (order.status !== 'ordering')
        throw unprocessable(order.status === 'expired' ? ORDER_MESSAGES.orderExpired : CHECKOUT_MESSAGES.alreadyPaid, 'ORDER_NOT_PAYABLE');
      if (order.expiresAt && order.expiresAt <= now) throw unprocessable(ORDER_MESSAGES.orderExpired, 'ORDER_EXPIRED');
      // Never charge a price the shopper has not seen: a deal that ended since the sheet refuses, and
      // reading the sheet again re-prices its lines (ADR 0012, "Time-deal prices").
      const [endedDeal] = await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(timeDealEndedLines(order.id, now, isFeatureOn(shop, 'time_deal')))
        .limit(1);
      if (endedDeal) throw unprocessable(TIME_DEAL_MESSAGES.endedAtPay, 'TIME_DEAL_ENDED');
      const { method, installment_months: months, card_company: cardCompany } = body.payment;
      if (!availableMethods(shop).includes(method)) throw unprocessable(CHECKOUT_MESSAGES.methodUnavailable, 'METHOD_UNAVAILABLE');
      if (method === 'card' && !CARD_COMPANIES.some((c) => c.code === cardCompany))
        throw unprocessable(CHECKOUT_MESSAGES.cardCompanyRequired, 'CARD_COMPANY_REQUIRED');
      const myPay = method === 'my_pay' ? await chargeableMyPayMethod(tx, order.memberId, body.payment.my_pay_method_id) : null;
      // Coupons (members): checked with the rule against the coupons usable now, one per line.
      if (body.coupons.length > 0 && order.memberId === null) throw unprocessable(ORDER_COUPON_MESSAGES.membersOnly, 'COUPON_MEMBERS_ONLY');
      const couponCtx = order.memberId !== null ? await couponContext(tx, order, order.memberId, now) : null;
      const applied = couponCtx
        ? applyCouponChoices(body.coupons, {
            lines: couponCtx.ruleLines,
            coupons: couponCtx.usable,
            payable: order.goodsAmount + order.shippingAmount,
            minPayment: CHECKOUT_RULES.minPaymentAmount,
            device,
          })
        : { ok: true as const, discounts: new Map<number, number>(), total: 0 };
      if (!applied.ok) throw unprocessable(applied.error, 'COUPON_NOT_USABLE');
      const payable = order.goodsAmount + order.shippingAmount - applied.total;
      const points = body.point_amount;
      if (points > 0) {
        if (order.memberId === null) throw unprocessable(CHECKOUT_MESSAGES.pointMembersOnly, 'POINT_MEMBERS_ONLY');
        const error = pointUseError(points, { balance: await pointBalanceOf(tx, order.memberId), payable, ...pointRules(shop) });
        if (error) throw unprocessable(error, 'POINT_NOT_USABLE');
      }
      const amount = payable - points;
      if (months !== 0 && (method !== 'card' || amount < CHECKOUT_RULES.installmentMinAmount || !INSTALLMENT_MONTHS.includes(months)))
        throw unprocessable(CHECKOUT_MESSAGES.installmentNotAllowed, 'INSTALLMENT_NOT_ALLOWED');

      const r = body.receiver;
      await tx
        .update(orders)
        .set({
          ordererName: body.orderer.name,
          ordererPhone: body.orderer.phone,
          ordererEmail: body.orderer.email,
          receiverName: r.name,
          receiverPhone: r.phone,
          zipcode: r.zipcode,
          address1: r.address1,
          address2: r.address2,
          deliveryMemo: r.memo,
          couponDiscountAmount: applied.total,
          pointAmount: points,
          paymentAmount: amount,
          // A payment is tried: the sheet's hold runs to the full reservation from its start (ORDER_HOLD_RULES).
          expiresAt: new Date(Math.max(order.expiresAt?.getTime() ?? 0, order.createdAt.getTime() + ORDER_RESERVATION_MINUTES * 60_000)),
          updatedAt: now,
        })
        .where(eq(orders.id, order.id));
      await tx.update(orderItems).set({ memberCouponId: null, couponDiscountAmount: 0 }).where(eq(orderItems.orderId, order.id));
      for (const c of body.coupons)
        await tx
          .update(orderItems)
          .set({ memberCouponId: c.member_coupon_id, couponDiscountAmount: applied.discounts.get(c.item_id)! })
          .where(and(eq(orderItems.id, c.item_id), eq(orderItems.orderId, order.id)));
      if (body.save_address && order.memberId !== null) await saveAddress(tx, order.memberId, r);
      await tx
        .update(payments)
        .set({ status: 'cancelled', failCode: 'SUPERSEDED', failMessage: '새 결제 요청으로 대체되었습니다.', updatedAt: now })
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'ready')));

      const [first] = await tx
        .select({ name: orderItems.goodsName })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id))
        .limit(1);
      const lineCount = (await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.id))).length;
      const tid = gateway.newTid();
      await tx.insert(payments).values({
        orderId: order.id,
        method,
        provider: gateway.name,
        pgTid: tid,
        amount,
        status: 'ready',
        installmentMonths: months,
        cardCompany: method === 'card' ? cardCompany : null,
        myPayMethodId: myPay?.id ?? null,
      });
      const { paymentUrl } = await gateway.ready(tx, {
        tid,
        orderNo,
        orderName: lineCount > 1 ? `${first!.name} 외 ${lineCount - 1}건` : first!.name,
        amount,
        method,
        installmentMonths: months,
        returnUrl: `/order/${orderNo}/result`,
        ...(myPay ? { billingKey: myPay.billingKey, methodDetail: myPay.detail } : {}),
      });
      return { pg_tid: tid, amount, payment_url: paymentUrl };
    },

    /** Order coupon apply: the member's usable coupons for each line of their unpaid order, on `device`. */
    async orderCoupons(caller: OrderCaller, orderNo: string, device: CouponDevice, now = new Date()): Promise<OrderCoupons> {
      if (!('memberId' in caller)) throw new AppError(401, 'UNAUTHENTICATED', ORDER_COUPON_MESSAGES.membersOnly);
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderNo, orderNo), eq(orders.memberId, caller.memberId)));
      if (!order) throw orderNotFound();
      if (order.status !== 'ordering') throw unprocessable(CHECKOUT_MESSAGES.alreadyPaid, 'ORDER_NOT_PAYABLE');
      return toOrderCoupons(order, await couponContext(db, order, caller.memberId, now), device);
    },

    /** The shopper came back from the PG: confirm with the PG and settle (idempotent by payment state). */
    async confirm(tx: Database, caller: OrderCaller, orderNo: string, pgTid: string): Promise<OrderResult> {
      const order = await lockOwned(tx, caller, orderNo);
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.pgTid, pgTid)))
        .for('update');
      if (!payment) throw notFound(CHECKOUT_MESSAGES.paymentNotFound, 'PAYMENT_NOT_FOUND');
      await confirmPayment(tx, payment);
      return resultOf(tx, (await tx.select().from(orders).where(eq(orders.id, order.id)))[0]!);
    },

    async result(caller: OrderCaller, orderNo: string): Promise<OrderResult> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderNo, orderNo), 'memberId' in caller ? eq(orders.memberId, caller.memberId) : eq(orders.uidToken, caller.uidToken)));
      if (!order || ('uidToken' in caller && order.memberId !== null)) throw orderNotFound();
      return resultOf(db, order);
    },

    /**
     * The PG's server-to-server notification, which may come late: after the shopper's own return
     * (nothing left to do), for an attempt the shopper abandoned (refunded), or as the only word of a
     * payment whose window was closed, and for a virtual account's deposit.
     */
    async callback(pgTid: string, event: 'approved' | 'deposited', amount: number, signature: string) {
      if (!gateway.verify(pgTid, event, amount, signature)) throw new AppError(401, 'PG_SIGNATURE_INVALID', CHECKOUT_MESSAGES.paymentNotFound);
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const [payment] = await tx.select().from(payments).where(eq(payments.pgTid, pgTid)).for('update');
        if (!payment) throw notFound(CHECKOUT_MESSAGES.paymentNotFound, 'PAYMENT_NOT_FOUND');
        if (payment.amount !== amount) throw unprocessable(CHECKOUT_MESSAGES.paymentNotFound, 'AMOUNT_MISMATCH');
        if (event === 'deposited') {
          if (payment.status !== 'waiting_deposit') return;
          const now = new Date();
          await moveLines(tx, payment.orderId, 'paid');
          await tx.update(orders).set({ paidAt: now, expiresAt: null, updatedAt: now }).where(eq(orders.id, payment.orderId));
          await tx.update(payments).set({ status: 'approved', approvedAt: now, updatedAt: now }).where(eq(payments.id, payment.id));
          return;
        }
        if (payment.status === 'ready') return confirmPayment(tx, payment);
        // An attempt the shop no longer waits for (superseded, cancelled by the shopper) was approved anyway: give it back.
        if (payment.status === 'cancelled' || payment.status === 'declined') await gateway.cancel(tx, pgTid, amount);
      });
    },
    ...addressBookOf(db),
  };
}

export type Checkout = ReturnType<typeof createCheckout>;

declare module 'fastify' {
  interface FastifyInstance {
    checkout: Checkout;
    paymentGateway: PaymentGateway;
    addressSearch: AddressSearchProvider;
  }
}

/** Checkout with the sandbox PG and the sandbox address search (their real adapters replace them in production). */
export const checkoutPlugin = fp(
  async (app) => {
    const gateway = createSandboxPaymentGateway();
    app.decorate('paymentGateway', gateway);
    app.decorate(
      'checkout',
      createCheckout(app.db, gateway, () => app.settingsRepository.shopSettings()),
    );
    app.decorate('addressSearch', createSandboxAddressSearch(app.db));
  },
  { name: 'checkout', dependencies: ['db', 'settings-repository'] },
);

export default checkoutPlugin;
