import { httpErrorMessage } from '@mall/shared-contracts';
import { ORDER_MESSAGES } from '@mall/shared-contracts/order';
import type { PanelText } from '@mall/shared-ui/query-view';

const isRefusal = (error: unknown) => (error as { response?: { status?: number } } | null)?.response?.status === 422;

/**
 * QueryView's not-found of an order page or modal (`<QueryView … {...orderNotFound(query.error, failed)}>`).
 * mall-api answers 404 when the order (or claim) does not exist: the page's own words (`notFound`, the
 * order's by default). A 422 is a refusal, shown in mall-api's Korean words, not as "not found" (a
 * malformed order number in the URL says ORDER_MESSAGES.orderNotFound, a receipt of an order without a
 * payment says so); nothing to retry there. Anything else is QueryView's failure with 다시 시도.
 */
export function orderNotFound(
  error: unknown,
  failed: string,
  notFound: PanelText = ORDER_MESSAGES.orderNotFound,
  invalid = false,
): { invalid: boolean; notFound: PanelText } {
  return isRefusal(error) ? { invalid: true, notFound: httpErrorMessage(error, failed) } : { invalid, notFound };
}
