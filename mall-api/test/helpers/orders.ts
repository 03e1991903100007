import {
  CHECKOUT_API,
  ORDER_API,
  OrderResultSchema,
  OrderStartResponseSchema,
  PreparePayResponseSchema,
  type PreparePayBody,
} from '@mall/shared-contracts/order';
import { randomUUID } from 'node:crypto';
import type { App } from '../../src/app';
import { expectBody, sandboxPg } from './api';

/**
 * An order placed as the shopper's browser places it: order sheet, prepare-pay, a button of the
 * sandbox PG's page (`approve`, or `issue` for a virtual account) and the result call; `deposit`
 * issues a virtual account and pays it.
 */
export async function placeOrder(
  app: App,
  headers: Record<string, string>,
  items: { goods_id: number; option_id: number; ea: number }[],
  sheet: Pick<PreparePayBody, 'orderer' | 'receiver' | 'payment'>,
  pay: 'approve' | 'issue' | 'deposit',
) {
  const started = expectBody(
    await app.inject({ method: 'POST', url: ORDER_API.start, headers: { ...headers, 'idempotency-key': randomUUID() }, payload: { items } }),
    200,
    OrderStartResponseSchema,
  );
  const orderNo = started.order_id;
  const prepared = expectBody(
    await app.inject({ method: 'POST', url: CHECKOUT_API.preparePay(orderNo), headers: { ...headers, 'idempotency-key': randomUUID() }, payload: sheet }),
    200,
    PreparePayResponseSchema,
  );
  await sandboxPg(app, prepared.pg_tid, pay === 'approve' ? 'approve' : 'issue');
  const result = expectBody(
    await app.inject({
      method: 'POST',
      url: CHECKOUT_API.result(orderNo),
      headers: { ...headers, 'idempotency-key': `result-${prepared.pg_tid}` },
      payload: { pg_tid: prepared.pg_tid },
    }),
    200,
    OrderResultSchema,
  );
  if (pay === 'deposit') await sandboxPg(app, prepared.pg_tid, 'deposit');
  return { orderNo, prepared, result };
}
