/**
 * A database id in a URL: the one check every remote uses on a path, query or modal parameter.
 * Its own entry (`@mall/shared-contracts/db-id`, no zod) so a lazy page takes it without adding to the first page.
 */

/** PostgreSQL integer (int4) upper bound: mall-api refuses a larger id (422), so it never names a row. */
export const MAX_DB_ID = 2_147_483_647;

/** A path, query or modal parameter that must be a database id (digits, 1…int4), or null for anything else. */
export const dbIdParamOf = (raw: string | null | undefined): number | null =>
  raw && /^\d{1,10}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= MAX_DB_ID ? Number(raw) : null;
