/** The page fields of mall-api's paginators (current_page, per_page, total, last_page; at least one page). */
export const pageOf = (page: number, perPage: number, total: number) => ({
  current_page: page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});
