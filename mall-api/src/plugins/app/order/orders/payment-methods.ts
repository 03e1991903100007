import { EASY_PAY_PROVIDERS, isFeatureOn, type ShopSettings } from '@mall/shared-contracts';
import {
  CARD_COMPANIES,
  CHECKOUT_RULES,
  INSTALLMENT_MONTHS,
  isEasyPay,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentMethods,
} from '@mall/shared-contracts/order';
import type { Database } from '../../../../db/client';
import { pointBalanceOf } from '../../member/benefits/balances';
import { myPayChoices } from '../payments/my-pay';
import type { OrderCaller } from './orders-repository';

/** The methods the shop takes now: the easy pays it switched on, and My pay behind its paid switch. */
export const availableMethods = (s: ShopSettings): PaymentMethod[] =>
  PAYMENT_METHODS.filter((m) => (m === 'my_pay' ? isFeatureOn(s, 'my_pay') : !isEasyPay(m) || s.easy_pays[m as (typeof EASY_PAY_PROVIDERS)[number]]));

/** The order sheet's payment choices for this caller: methods, card companies and installments, the member's points and My pay methods. */
export async function paymentMethodsFor(db: Database, caller: OrderCaller, s: ShopSettings): Promise<PaymentMethods> {
  const methods = availableMethods(s);
  return {
    // My pay is offered as the member's registered methods (`my_pay`), not as one more button.
    methods: methods
      .filter((code) => code !== 'my_pay')
      .map((code) => ({
        code,
        label: PAYMENT_METHOD_LABELS[code],
        kind: isEasyPay(code) ? 'easy_pay' : (code as 'card' | 'bank' | 'virtual_account'),
      })),
    card_companies: CARD_COMPANIES.map((c) => ({ ...c })),
    installment: { min_amount: CHECKOUT_RULES.installmentMinAmount, months: [...INSTALLMENT_MONTHS] },
    point:
      'memberId' in caller
        ? { balance: await pointBalanceOf(db, caller.memberId), min_usable: s.point_rules.min_usable_point, unit: s.goods_price_krw_unit }
        : null,
    my_pay: 'memberId' in caller && methods.includes('my_pay') ? await myPayChoices(db, caller.memberId) : [],
  };
}
