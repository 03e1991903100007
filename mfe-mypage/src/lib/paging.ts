import type { Paginator } from '@mall/shared-contracts';

/** react-query's getNextPageParam for mall-api's paginators: the next page number, or none after the last. */
export const nextPageOf = (page: Pick<Paginator<unknown>, 'current_page' | 'last_page'>) =>
  page.current_page < page.last_page ? page.current_page + 1 : undefined;
