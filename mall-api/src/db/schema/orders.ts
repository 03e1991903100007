import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns';
import { goods, goodsOptions, sellers } from './catalog';
import { timeAttacks } from './exhibit';
import { members } from './members';
import { myPayMethods } from './my-pay';

/** A line belongs to a member or, before login, to the device's uid-token. */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    uidToken: text('uid_token'),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => goodsOptions.id, { onDelete: 'cascade' }),
    ea: integer('ea').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  // One line per option per owner: adding again upserts (ea summed) instead of duplicating.
  (t) => [
    uniqueIndex('carts_member_option_uq')
      .on(t.memberId, t.optionId)
      .where(sql`member_id is not null`),
    uniqueIndex('carts_uid_option_uq')
      .on(t.uidToken, t.optionId)
      .where(sql`member_id is null`),
  ],
);

/**
 * An order. `status` summarises its lines (orderSummaryStatus in @mall/shared-contracts/order); the
 * lines carry the real state machine (docs/adr/0012-order-states.md).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: integer('member_id').references(() => members.id),
    /** The visitor's device that started a guest order: only it may fill the sheet and pay. */
    uidToken: text('uid_token'),
    ordererName: text('orderer_name').notNull(),
    ordererPhone: text('orderer_phone').notNull().default(''),
    ordererEmail: text('orderer_email').notNull().default(''),
    /** Where it ships: filled by prepare-pay from the sheet (empty while the sheet is open). */
    receiverName: text('receiver_name').notNull().default(''),
    receiverPhone: text('receiver_phone').notNull().default(''),
    zipcode: text('zipcode').notNull().default(''),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    deliveryMemo: text('delivery_memo').notNull().default(''),
    status: text('status').notNull(),
    /** Σ paid unit price × ea (after the goods' own discounts). */
    goodsAmount: integer('goods_amount').notNull(),
    shippingAmount: integer('shipping_amount').notNull(),
    couponDiscountAmount: integer('coupon_discount_amount').notNull().default(0),
    pointAmount: integer('point_amount').notNull().default(0),
    paymentAmount: integer('payment_amount').notNull(),
    /** Unpaid, the reserved stock goes back at this time (null once paid, and for seeded orders). */
    expiresAt: tz('expires_at'),
    paidAt: tz('paid_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_member_idx').on(t.memberId, t.createdAt),
    index('orders_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'ordering'`),
    // A device's open sheets, counted at every order start (migration 0045).
    index('orders_open_device_idx')
      .on(t.uidToken)
      .where(sql`status = 'ordering'`),
  ],
);

/** Order lines: a snapshot of what was bought, at the price paid, each with its own status. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    /** The option whose stock the line holds (null for lines seeded before options were recorded). */
    optionId: integer('option_id').references(() => goodsOptions.id),
    sellerId: integer('seller_id').references(() => sellers.id),
    /** The cart line it came from: removed from the cart once the order is paid. */
    cartId: integer('cart_id'),
    goodsName: text('goods_name').notNull(),
    brandName: text('brand_name').notNull(),
    optionName: text('option_name').notNull(),
    /** List price of one unit (정가 + option extra). */
    listPrice: integer('list_price').notNull().default(0),
    /** Paid unit price (KRW). */
    price: integer('price').notNull(),
    ea: integer('ea').notNull(),
    /**
     * The member coupon the sheet put on this line (one coupon per line, one line per coupon; the
     * rule is couponDiscountFor in @mall/shared-contracts/order) and what it takes off the line.
     * No foreign key: member_coupons (benefits.ts) already points at orders.
     */
    memberCouponId: integer('member_coupon_id'),
    couponDiscountAmount: integer('coupon_discount_amount').notNull().default(0),
    /**
     * The time deal whose price the line took at order start (a snapshot of it: title, deal price of
     * one unit before the option extra, end). `time_deal_ended`: the deal ended before payment and the
     * sheet re-priced the line at the ordinary price (docs/adr/0012, "Time-deal prices").
     */
    timeAttackId: integer('time_attack_id').references(() => timeAttacks.id, { onDelete: 'set null' }),
    timeDealTitle: text('time_deal_title'),
    timeDealSalePrice: integer('time_deal_sale_price'),
    timeDealEndAt: tz('time_deal_end_at'),
    timeDealEnded: boolean('time_deal_ended').notNull().default(false),
    /** Every line starts on the sheet (ORDER_LINE_TRANSITIONS in @mall/shared-contracts/order). */
    status: text('status').notNull().default('ordering'),
    /** Shipped: the delivery company (informations/delivery-companies code) and its invoice number. */
    deliveryCompanyCode: text('delivery_company_code'),
    invoiceNo: text('invoice_no'),
    /** When the line reached the shopper (shipping → delivered): returns and exchanges are open CLAIM_WINDOW_DAYS from it. */
    deliveredAt: tz('delivered_at'),
    /** Purchase confirm (구매확정): when (the points it earned are a ledger row of the order). */
    confirmedAt: tz('confirmed_at'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // Units sold per goods (the search's popular order, best goods, rankings): without it, one scan of every line per goods.
    index('order_items_goods_idx').on(t.goodsId, t.status),
  ],
);

/** The shipping fee each seller's pack of an order was charged (its policy applied when ordered). */
export const orderPacks = pgTable(
  'order_packs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    sellerName: text('seller_name').notNull(),
    goodsAmount: integer('goods_amount').notNull(),
    shippingAmount: integer('shipping_amount').notNull(),
  },
  (t) => [uniqueIndex('order_packs_order_seller_uq').on(t.orderId, t.sellerId)],
);

/**
 * Idempotent writes (order start, prepare-pay, result): the first answer per scope, caller and key
 * is kept with a hash of its request; a replay gets the same answer, another body a 422.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    /** member:{id} or device:{uid-token}: one caller's key never answers another caller. */
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_uq').on(t.scope, t.caller, t.key), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** A guest login (orderer name + order number) authorises reading that one order until it expires. */
export const guestSessions = pgTable(
  'guest_sessions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    /** The code last sent to the login order's phone (sha256 with the session), its life and the guesses at it. */
    phoneCodeHash: text('phone_code_hash'),
    phoneCodeExpiresAt: tz('phone_code_expires_at'),
    phoneCodeAttempts: integer('phone_code_attempts').notNull().default(0),
    /** The code came back: the session also opens the orderer's other guest orders (ADR 0014). */
    phoneVerifiedAt: tz('phone_verified_at'),
  },
  (t) => [uniqueIndex('guest_sessions_token_idx').on(t.tokenHash)],
);

/**
 * A payment attempt of an order through the PG adapter (sandbox outside production). An order may have
 * several attempts (a declined card, then an easy pay); at most one is approved.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** card, bank (real-time transfer), virtual_account, kakao, naver, payco, toss. */
    method: text('method').notNull(),
    /** The PG adapter that handled it (`sandbox` outside production). */
    provider: text('provider').notNull(),
    /** The PG's transaction id: its callbacks name the payment by it. */
    pgTid: text('pg_tid').notNull().unique(),
    amount: integer('amount').notNull(),
    /** ready → approved | declined | cancelled (by the shopper) | expired; approved → refunded in part or whole. */
    status: text('status').notNull(),
    installmentMonths: integer('installment_months').notNull().default(0),
    cardCompany: text('card_company'),
    /** Method my_pay: the member's registered method it charged. */
    myPayMethodId: integer('my_pay_method_id').references(() => myPayMethods.id),
    /** Virtual account: where and until when to deposit. */
    vbankName: text('vbank_name'),
    vbankAccount: text('vbank_account'),
    vbankDueAt: tz('vbank_due_at'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    failCode: text('fail_code'),
    failMessage: text('fail_message'),
    approvedAt: tz('approved_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** A member's saved delivery addresses (배송지 목록); one of them may be the default. */
export const receiveAddresses = pgTable(
  'receive_addresses',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 집, 회사… as the member names it. */
    title: text('title').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    zipcode: text('zipcode').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('receive_addresses_member_idx').on(t.memberId)],
);

/** Road-name addresses the sandbox address-search provider answers from (a real provider has them all). */
export const roadAddresses = pgTable(
  'road_addresses',
  {
    id: serial('id').primaryKey(),
    zipcode: text('zipcode').notNull(),
    roadAddress: text('road_address').notNull(),
    jibunAddress: text('jibun_address').notNull(),
    buildingName: text('building_name').notNull().default(''),
  },
  (t) => [index('road_addresses_road_trgm_idx').using('gin', sql`${t.roadAddress} gin_trgm_ops`)],
);

/**
 * The sandbox PG's own ledger (what a real PG keeps on its side): the payment page records the
 * shopper's decision here, and mall-api's approve/cancel calls read and change it.
 */
export const sandboxPgTransactions = pgTable('sandbox_pg_transactions', {
  tid: text('tid').primaryKey(),
  orderNo: text('order_no').notNull(),
  orderName: text('order_name').notNull(),
  amount: integer('amount').notNull(),
  method: text('method').notNull(),
  installmentMonths: integer('installment_months').notNull().default(0),
  /** Method my_pay: the easy-pay billing key to charge, and the method as the page shows it. */
  billingKey: text('billing_key'),
  methodDetail: text('method_detail'),
  returnUrl: text('return_url').notNull(),
  /** ready → authorized | declined | user_cancelled | vbank_issued; authorized → captured; vbank_issued → deposited; captured/deposited → refunded (in part or whole). */
  state: text('state').notNull(),
  declineCode: text('decline_code'),
  vbankName: text('vbank_name'),
  vbankAccount: text('vbank_account'),
  cancelledAmount: integer('cancelled_amount').notNull().default(0),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/**
 * A claim on one order line (docs/adr/0012-order-states.md): a cancel, return or exchange, with its
 * reason (informations reasons), what it gives back and its state: requested → completed, or
 * withdrawn / refused. One line has at most one open (requested) claim. An exchange turned into a
 * return is withdrawn and the return names it in `fromClaimId`.
 */
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['cancel', 'return', 'exchange'] }).notNull(),
    status: text('status', { enum: ['requested', 'completed', 'withdrawn', 'refused'] }).notNull(),
    reasonCode: text('reason_code').notNull(),
    reasonLabel: text('reason_label').notNull(),
    detailReason: text('detail_reason').notNull().default(''),
    /** Units of the line claimed (the whole line). */
    ea: integer('ea').notNull(),
    /** What goes back: goods, the pack's shipping fee when the pack is fully cancelled, points, and the PG refund. */
    refundGoodsAmount: integer('refund_goods_amount').notNull().default(0),
    refundShippingAmount: integer('refund_shipping_amount').notNull().default(0),
    refundPointAmount: integer('refund_point_amount').notNull().default(0),
    refundPaymentAmount: integer('refund_payment_amount').notNull().default(0),
    /**
     * A cancelled line's delivery-delay reward the member had already spent (issue 25 item 18): taken
     * off this claim's refund (a requested cancel: off the refund when the seller completes it), and
     * counted as given back, so later refunds of the order never pay it out again.
     */
    rewardWithheldAmount: integer('reward_withheld_amount').notNull().default(0),
    /** Virtual-account payments are refunded to this account (a snapshot of the member's refund account). */
    refundBankCode: text('refund_bank_code'),
    refundAccountNumber: text('refund_account_number'),
    refundAccountHolder: text('refund_account_holder'),
    /**
     * Return and exchange: who pays the return shipping (the reason's fault) and what the buyer pays
     * (deducted from a return's refund; enclosed with an exchange's parcel). 0 when the seller pays.
     */
    shippingFeePayer: text('shipping_fee_payer', { enum: ['buyer', 'seller'] }),
    returnShippingAmount: integer('return_shipping_amount').notNull().default(0),
    /** Return and exchange: where the courier picks the parcel up (a snapshot). */
    pickupName: text('pickup_name'),
    pickupPhone: text('pickup_phone'),
    pickupZipcode: text('pickup_zipcode'),
    pickupAddress1: text('pickup_address1'),
    pickupAddress2: text('pickup_address2'),
    /** Exchange: the option asked for. */
    exchangeOptionId: integer('exchange_option_id').references(() => goodsOptions.id),
    exchangeOptionName: text('exchange_option_name'),
    /**
     * Exchange: units of the exchange option held for this claim (taken from its stock with the
     * request). Set back to 0 in the transaction that gives them back (exchange → return, withdrawal),
     * so they are released once; they stay taken when the replacement ships.
     */
    exchangeReservedEa: integer('exchange_reserved_ea').notNull().default(0),
    /** Exchange: where the replacement is delivered (a snapshot; the order's receiver unless the shopper picks a saved address). */
    exchangeReceiverName: text('exchange_receiver_name'),
    exchangeReceiverPhone: text('exchange_receiver_phone'),
    exchangeZipcode: text('exchange_zipcode'),
    exchangeAddress1: text('exchange_address1'),
    exchangeAddress2: text('exchange_address2'),
    /** A return made from an exchange (exchange → return) names that exchange. */
    fromClaimId: integer('from_claim_id'),
    createdAt: tz('created_at').notNull().defaultNow(),
    completedAt: tz('completed_at'),
  },
  (t) => [
    index('claims_order_idx').on(t.orderId),
    uniqueIndex('claims_open_line_uq')
      .on(t.orderItemId)
      .where(sql`status = 'requested'`),
  ],
);

/** A member's refund account (환불계좌): where a virtual-account payment is refunded. */
export const refundAccounts = pgTable('refund_accounts', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  bankCode: text('bank_code').notNull(),
  accountNumber: text('account_number').notNull(),
  holderName: text('holder_name').notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/**
 * A complaint the shop raises on a paid line and the shopper answers (/mypage/claim, spec "Complaints:
 * release-delay, cancel-by-soldout"; ADR 0012 "Shop-raised claims"): the seller cannot ship on time
 * (release_delay: the shopper accepts the new date, earning the delay reward, or cancels) or at all
 * (cancel_by_soldout: the shopper takes the refund). pending → accepted | cancelled | refunded; the
 * cancel claim a cancel or refund made is `claimId`. One pending complaint of a type per line.
 */
export const orderComplaints = pgTable(
  'order_complaints',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['release_delay', 'cancel_by_soldout'] }).notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'cancelled', 'refunded'] }).notNull(),
    /** What the seller told the shopper (원단 입고 지연, 재고 소진…). */
    sellerMessage: text('seller_message').notNull(),
    /** Release delay: the ship date promised at the order and the seller's new one. */
    promisedShipAt: tz('promised_ship_at'),
    expectedShipAt: tz('expected_ship_at'),
    /** Release delay accepted: the reward points paid (shop settings' reward policies). */
    rewardPoint: integer('reward_point').notNull().default(0),
    /** The cancel claim the shopper's cancel or refund made (its refund amounts). */
    claimId: integer('claim_id').references(() => claims.id),
    createdAt: tz('created_at').notNull().defaultNow(),
    respondedAt: tz('responded_at'),
  },
  (t) => [
    index('order_complaints_order_idx').on(t.orderId),
    uniqueIndex('order_complaints_pending_line_uq')
      .on(t.orderItemId, t.type)
      .where(sql`status = 'pending'`),
  ],
);
