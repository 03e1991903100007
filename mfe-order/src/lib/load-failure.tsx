import { httpErrorMessage } from '@mall/shared-contracts';
import { ORDER_MESSAGES } from '@mall/shared-contracts/order';
import { isNotFoundError, LoadError, StatusPanel } from '@mall/shared-ui';

/**
 * What an order page or modal shows when what it loads failed. mall-api answers 404 when the order (or
 * claim) does not exist: the page's own not-found words. A 422 is a refusal, shown in mall-api's Korean
 * words, not as "not found" (a malformed order number in the URL says ORDER_MESSAGES.orderNotFound, a
 * receipt of an order without a payment says so); nothing to retry there. Anything else is a failed load
 * with 다시 시도.
 */
export function OrderLoadFailure({
  error,
  notFound = ORDER_MESSAGES.orderNotFound,
  description,
  failed,
  onRetry,
}: {
  error: unknown;
  /** The page's own words for a 404 (the order's by default). */
  notFound?: string;
  description?: string;
  failed: string;
  onRetry: () => void;
}) {
  if (isNotFoundError(error)) return <StatusPanel tone="empty" title={notFound} description={description} />;
  if ((error as { response?: { status?: number } } | null)?.response?.status === 422)
    return <StatusPanel tone="empty" title={httpErrorMessage(error, failed)} />;
  return <LoadError title={failed} onRetry={onRetry} />;
}
