import { z } from 'zod';

/**
 * What a shopper's browser reports to mall-api (`POST /api/v1/client-errors`, answered 204): an uncaught
 * error, a remote that failed to load, or an event the bus dropped because its payload broke the contract.
 * Tagged with the frontend that caused it and that frontend's deployed version, so a squad sees its own
 * failures in the metrics (`mall_client_errors_total{kind,remote,version}`). Bounded: short strings, and
 * mall-api rate-limits the endpoint per client.
 */
export const CLIENT_ERROR_KINDS = ['uncaught', 'remote-load', 'invalid-event'] as const;

export const ClientErrorReportSchema = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  /** `shell` or a remote's name with `_` as `-` (`catalog`, `exhibit`, `mypage`, `order`, `cs-center`); `unknown` when nothing says. */
  remote: z.string().regex(/^[a-z][a-z-]{0,31}$/),
  /** The deployed version of that frontend (runtime config `versions`), `unknown` without one. */
  version: z.string().min(1).max(64),
  message: z.string().max(500),
  /** The page's pathname when it happened. */
  route: z.string().max(200),
  /** For `invalid-event`: the event's name. */
  event: z.string().max(64).optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;
