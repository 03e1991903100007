import type { ShopSettings } from '@mall/shared-contracts';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import type { PaymentGateway } from '../payments/payment-gateway';
import { cancelClaimsOf } from './claim-cancel';
import { exchangeClaimsOf } from './claim-exchange';
import { returnClaimsOf } from './claim-return';
import { overdueDepositsOf } from './deposits';
import { historyOf } from './history';
import { refundAccountsOf } from './refund-account';

/**
 * The member's orders (/mypage/order), a guest session's too: the history, the claims the shopper
 * raises (cancel, return, exchange: claim-*.ts), the saved refund account, and the purge of unpaid
 * virtual accounts. Complaints (delays and sold-outs the shop raises) are ../complaints. Every line
 * move goes through moveLines (ADR 0012), so a repeated request finds the line moved and gives nothing
 * back twice.
 */
export function createMyOrders(db: Database, gateway: PaymentGateway, settings: () => Promise<ShopSettings>) {
  const deps = { db, gateway, settings };
  const cancels = cancelClaimsOf(deps);
  return {
    ...historyOf(deps),
    ...cancels,
    ...returnClaimsOf(deps),
    ...exchangeClaimsOf(deps),
    ...refundAccountsOf(deps),
    ...overdueDepositsOf(deps, cancels),
  };
}

export type MyOrders = ReturnType<typeof createMyOrders>;

declare module 'fastify' {
  interface FastifyInstance {
    myOrders: MyOrders;
  }
}

export const myOrdersPlugin = fp(
  async (app) => {
    app.decorate(
      'myOrders',
      createMyOrders(app.db, app.paymentGateway, () => app.settingsRepository.shopSettings()),
    );
  },
  { name: 'my-orders', dependencies: ['db', 'checkout', 'settings-repository'] },
);

export default myOrdersPlugin;
