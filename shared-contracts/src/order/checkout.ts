import { z } from 'zod';
import { EASY_PAY_PROVIDERS } from '../constants';
import { enterCorrectlyMessage, enterMessage, isValidEmail, isValidPhone, normalizePhone, type FieldErrors } from '../member/forms';
import { boundedText, DbIdParamSchema, DbIdSchema, INPUT_LIMITS, paginator } from '../platform-api/common';
import { OrderAmountsSchema, OrderLineSchema, OrderLineStatusSchema } from './api';
import { CouponChoicesSchema } from './coupons';

/** Checkout endpoints: addresses, address search, payment methods, prepare-pay, result, the PG callback. */
export const CHECKOUT_API = {
  receiveAddresses: '/api/v1/receive-addresses',
  addressSearch: '/api/v1/address-search',
  paymentMethods: '/api/v1/orders/payment-methods',
  /** GET ?amount=: the card installment months a payment of that amount may take (spec "Utilities": installments). */
  installments: '/api/v1/orders/installments',
  preparePay: (orderId: string) => `/api/v1/orders/${orderId}/prepare-pay`,
  result: (orderId: string) => `/api/v1/orders/${orderId}/result`,
  pgCallback: '/api/v1/orders/pg-callback',
} as const;

/** `my_pay`: a card or account the member registered in My pay (paid switch `myPay`), charged by its billing key. */
export const PAYMENT_METHODS = ['card', 'bank', 'virtual_account', ...EASY_PAY_PROVIDERS, 'my_pay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: '신용/체크카드',
  bank: '실시간 계좌이체',
  virtual_account: '가상계좌(무통장입금)',
  kakao: '카카오페이',
  naver: '네이버페이',
  payco: '페이코',
  toss: '토스페이',
  my_pay: '내 간편결제',
};
export const isEasyPay = (method: PaymentMethod) => (EASY_PAY_PROVIDERS as readonly string[]).includes(method);

export const CHECKOUT_RULES = {
  /** Card installments start at this payment amount (KRW). */
  installmentMinAmount: 50_000,
  /** The PG's smallest charge: points may not bring a payment below it. */
  minPaymentAmount: 100,
  /** A virtual account waits this long for the deposit, then the order is cancelled. */
  virtualAccountDays: 3,
  receiverNameMax: 20,
  addressTitleMax: 20,
  memoMax: 100,
  /** Saved addresses per member. */
  addressesMax: 20,
  addressSearchPageSize: 10,
} as const;

export const CHECKOUT_MESSAGES = {
  pointUnit: (unit: number) => `적립금은 ${unit.toLocaleString('ko-KR')}원 단위로 사용할 수 있습니다.`,
  pointMin: (min: number) => `적립금은 ${min.toLocaleString('ko-KR')}원 이상부터 사용할 수 있습니다.`,
  pointOverBalance: '보유 적립금보다 많이 사용할 수 없습니다.',
  pointSpentElsewhere: '적립금이 다른 주문에 먼저 사용되어 결제를 취소했습니다. 남은 적립금을 확인하고 다시 결제해 주세요.',
  pointOverPayment: '적립금은 결제 금액에서 최소 결제 금액(100원)을 뺀 만큼까지 사용할 수 있습니다.',
  pointMembersOnly: '적립금은 회원만 사용할 수 있습니다.',
  methodUnavailable: '선택한 결제 수단을 지금 사용할 수 없습니다.',
  installmentNotAllowed: '할부는 5만원 이상 카드 결제에서만 선택할 수 있습니다.',
  cardCompanyRequired: '카드사를 선택해 주세요.',
  myPayRequired: '결제할 간편결제 수단을 선택해 주세요.',
  myPayUnavailable: '선택한 간편결제 수단을 사용할 수 없습니다. 마이페이지에서 간편결제 수단을 확인해 주세요.',
  notPayable: '결제할 수 없는 주문입니다.',
  alreadyPaid: '이미 결제가 완료된 주문입니다.',
  paymentNotFound: '결제 정보를 찾을 수 없습니다.',
  addressesFull: `배송지는 ${20}개까지 저장할 수 있습니다.`,
  zipcodeInvalid: '우편번호를 주소 검색으로 입력해 주세요.',
  keywordRequired: '도로명, 건물명 또는 지번을 입력해 주세요.',
} as const;

export const CARD_COMPANIES = [
  { code: 'shinhan', name: '신한카드' },
  { code: 'kb', name: 'KB국민카드' },
  { code: 'samsung', name: '삼성카드' },
  { code: 'hyundai', name: '현대카드' },
  { code: 'lotte', name: '롯데카드' },
  { code: 'bc', name: 'BC카드' },
  { code: 'hana', name: '하나카드' },
  { code: 'woori', name: '우리카드' },
] as const;

export const PhoneInputSchema = boundedText(13)
  .transform(normalizePhone)
  .refine(isValidPhone, { message: enterCorrectlyMessage('휴대폰 번호') });
const ZipcodeSchema = boundedText(5).regex(/^\d{5}$/, CHECKOUT_MESSAGES.zipcodeInvalid);

export const ReceiverSchema = z.object({
  name: boundedText(CHECKOUT_RULES.receiverNameMax).trim().min(1, enterMessage('받는 분')),
  phone: PhoneInputSchema,
  zipcode: ZipcodeSchema,
  address1: boundedText(INPUT_LIMITS.mediumText).trim().min(1, enterMessage('주소')),
  address2: boundedText(INPUT_LIMITS.mediumText).trim().min(1, enterMessage('상세 주소')),
});

export const ReceiveAddressSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  name: z.string(),
  phone: z.string(),
  zipcode: z.string(),
  address1: z.string(),
  address2: z.string(),
  is_default: z.boolean(),
});
export const ReceiveAddressListSchema = z.object({ addresses: z.array(ReceiveAddressSchema) });
export const ReceiveAddressCreateBodySchema = ReceiverSchema.extend({
  title: boundedText(CHECKOUT_RULES.addressTitleMax).trim().min(1, enterMessage('배송지명')),
  is_default: z.boolean().default(false),
});

export const AddressSearchQuerySchema = z.object({
  keyword: boundedText(INPUT_LIMITS.shortText).trim().min(2, CHECKOUT_MESSAGES.keywordRequired),
  page: DbIdParamSchema.max(1000).default(1),
});
export const RoadAddressSchema = z.object({ zipcode: z.string(), road_address: z.string(), jibun_address: z.string(), building_name: z.string() });
export const AddressSearchResultSchema = paginator(RoadAddressSchema);

/** Card installments: 2 to 12 months, from CHECKOUT_RULES.installmentMinAmount up. */
export const INSTALLMENT_MONTHS: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
/** The months a card payment of `amount` may be split into (none under the minimum: 일시불 only). */
export const installmentMonthsFor = (amount: number): number[] => (amount >= CHECKOUT_RULES.installmentMinAmount ? [...INSTALLMENT_MONTHS] : []);
export const InstallmentsQuerySchema = z.object({ amount: z.coerce.number().int().min(0).max(1_000_000_000) });
export const InstallmentsSchema = z.object({ amount: z.number().int(), min_amount: z.number().int(), months: z.array(z.number().int()) });

export const PaymentMethodsSchema = z.object({
  methods: z.array(z.object({ code: z.enum(PAYMENT_METHODS), label: z.string(), kind: z.enum(['card', 'bank', 'virtual_account', 'easy_pay']) })),
  card_companies: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Months a card payment of at least min_amount may be split into (2–12). */
  installment: z.object({ min_amount: z.number().int(), months: z.array(z.number().int()) }),
  /** The member's points and the shop's point rules (null for a guest). */
  point: z.object({ balance: z.number().int(), min_usable: z.number().int(), unit: z.number().int() }).nullable(),
  /** The member's registered My pay cards and accounts (method `my_pay`): empty for a guest or with `myPay` off. */
  my_pay: z.array(z.object({ id: z.number().int(), kind: z.enum(['card', 'account']), issuer_name: z.string(), masked_number: z.string() })),
});

export const PreparePayBodySchema = z.object({
  orderer: z.object({
    name: boundedText(CHECKOUT_RULES.receiverNameMax).trim().min(1, enterMessage('주문자명')),
    phone: PhoneInputSchema,
    email: boundedText(INPUT_LIMITS.mediumText)
      .trim()
      .refine(isValidEmail, { message: enterCorrectlyMessage('이메일') }),
  }),
  receiver: ReceiverSchema.extend({ memo: boundedText(CHECKOUT_RULES.memoMax).trim().default('') }),
  /** Members: keep this address in 배송지 목록. */
  save_address: z.boolean().default(false),
  point_amount: z.number().int().min(0).max(100_000_000).default(0),
  /** Members: the coupon put on each line (order coupon apply; the rule in ./coupons.ts). */
  coupons: CouponChoicesSchema.default([]),
  payment: z.object({
    method: z.enum(PAYMENT_METHODS),
    card_company: boundedText(20).optional(),
    installment_months: z.number().int().min(0).max(12).default(0),
    /** Method `my_pay`: which of the member's registered methods pays. */
    my_pay_method_id: DbIdSchema.optional(),
  }),
});

export const PreparePayResponseSchema = z.object({
  pg_tid: z.string(),
  amount: z.number().int(),
  /** The PG's payment page: the storefront goes there, and the PG returns to /order/{id}/result. */
  payment_url: z.string(),
});

export const OrderResultBodySchema = z.object({ pg_tid: boundedText(INPUT_LIMITS.shortText) });

export const OrderPaymentSchema = z.object({
  pg_tid: z.string(),
  method: z.enum(PAYMENT_METHODS),
  method_label: z.string(),
  amount: z.number().int(),
  status: z.enum(['ready', 'approved', 'waiting_deposit', 'declined', 'cancelled', 'refunded']),
  card_company: z.string().nullable(),
  installment_months: z.number().int(),
  vbank_name: z.string().nullable(),
  vbank_account: z.string().nullable(),
  vbank_due_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  fail_message: z.string().nullable(),
});

export const OrderResultSchema = z.object({
  order_id: z.string(),
  /** paid / pay_waiting: the order went through; ordering: not paid yet (declined, cancelled); expired. */
  status: OrderLineStatusSchema,
  status_label: z.string(),
  is_member: z.boolean(),
  orderer_name: z.string(),
  payment: OrderPaymentSchema.nullable(),
  amounts: OrderAmountsSchema,
  items: z.array(OrderLineSchema),
});

export const PgCallbackBodySchema = z.object({
  pg_tid: boundedText(INPUT_LIMITS.shortText),
  event: z.enum(['approved', 'deposited']),
  amount: z.number().int().min(0),
  signature: boundedText(128),
});

export type ReceiveAddress = z.infer<typeof ReceiveAddressSchema>;
export type ReceiveAddressCreateBody = z.input<typeof ReceiveAddressCreateBodySchema>;
export type RoadAddress = z.infer<typeof RoadAddressSchema>;
export type AddressSearchResult = z.infer<typeof AddressSearchResultSchema>;
export type PaymentMethods = z.infer<typeof PaymentMethodsSchema>;
export type PreparePayBody = z.input<typeof PreparePayBodySchema>;
export type PreparePayResponse = z.infer<typeof PreparePayResponseSchema>;
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;
export type OrderResult = z.infer<typeof OrderResultSchema>;
export type ReceiverFields = 'name' | 'phone' | 'zipcode' | 'address1' | 'address2';

/** The sheet's own check before the request (the server checks the same with the schema). */
export function validateReceiver(r: { name: string; phone: string; zipcode: string; address1: string; address2: string }): FieldErrors<ReceiverFields> {
  const errors: FieldErrors<ReceiverFields> = {};
  const parsed = ReceiverSchema.safeParse(r);
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as ReceiverFields;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Points a sheet may use (spec: point rules and unit from settings): at least min_usable, in whole
 * units, at most the balance, and never bringing the payment under the PG's smallest charge.
 */
export function pointUseError(amount: number, ctx: { balance: number; minUsable: number; unit: number; payable: number }): string | null {
  if (amount === 0) return null;
  if (amount < ctx.minUsable) return CHECKOUT_MESSAGES.pointMin(ctx.minUsable);
  if (amount % ctx.unit !== 0) return CHECKOUT_MESSAGES.pointUnit(ctx.unit);
  if (amount > ctx.balance) return CHECKOUT_MESSAGES.pointOverBalance;
  if (ctx.payable - amount < CHECKOUT_RULES.minPaymentAmount) return CHECKOUT_MESSAGES.pointOverPayment;
  return null;
}

/** The most points the sheet's "전액 사용" may put in: whole units within balance and payment. */
export function maxUsablePoint(ctx: { balance: number; minUsable: number; unit: number; payable: number }): number {
  const cap = Math.min(ctx.balance, ctx.payable - CHECKOUT_RULES.minPaymentAmount);
  const max = Math.floor(Math.max(0, cap) / ctx.unit) * ctx.unit;
  return max >= ctx.minUsable ? max : 0;
}
