import { dbIdParamOf } from '@mall/shared-contracts/db-id';
import { useParams } from '@mall/shared-ui';

/**
 * The database id a route parameter names (`/notice/:id`), or null when the address holds anything
 * else: the page shows not-found without asking mall-api (QueryView's `invalid`).
 */
export const useIdParam = (name = 'id'): number | null => dbIdParamOf(useParams()[name]);
