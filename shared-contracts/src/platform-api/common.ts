import { z } from 'zod';
import { MAX_DB_ID } from '../db-id';

/** One JSON error shape for every failed call: Korean message + HTTP status. */
export const ApiErrorSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  cause: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** Login failures so far for the typed login id (captcha after LIMITS.loginFailuresBeforeCaptcha). */
  failed_count: z.number().int().optional(),
  /** The next login of this id needs a solved captcha (make-captcha, check-captcha, then captcha_token). */
  captcha_required: z.boolean().optional(),
});

/** `{ id }` in a path: an int4 database id (a larger number is a 422, never a driver error). */
export const IdParamSchema = z.object({ id: z.coerce.number().int().min(1).max(MAX_DB_ID) });

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const paginator = <T extends z.ZodType>(item: T) =>
  z.object({
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
    data: z.array(item),
  });

export const SuccessSchema = z.object({ success: z.literal(true) });

/**
 * Bounded request primitives (docs/security.md): every request schema builds its
 * ids, strings and arrays from these, so no request can carry an id beyond int4, a NUL byte, an
 * unbounded string or an unbounded list into a query, a row or a log line.
 */
export const INPUT_LIMITS = {
  /** PostgreSQL integer (int4) upper bound: larger ids would be a 500 from the driver. */
  maxDbId: MAX_DB_ID,
  /** Short fields: login id, name, order number, phone, code, keyword. */
  shortText: 100,
  /** Medium fields: title, address line, e-mail, reason. */
  mediumText: 500,
  /** Long free text: review, inquiry, memo. */
  longText: 5000,
  /** Ids in one request (cart lines, selected order items). */
  idList: 100,
  /** Goods lines added to the cart in one request. */
  cartItems: 50,
  /** Passwords: the rule allows 16, older passwords may be longer; a hash of 1 MB is not a password. */
  password: 64,
  /** Opaque tokens (access, refresh, guest, app, identity…). */
  token: 256,
} as const;

/** A database id in a body: an integer within int4. */
export const DbIdSchema = z.number().int().min(1).max(INPUT_LIMITS.maxDbId);
/** A database id in a path or query string. */
export const DbIdParamSchema = z.coerce.number().int().min(1).max(INPUT_LIMITS.maxDbId);
/** A cursor over database ids in a query string (`after`): 0 (from the start) up to int4. */
export const DbIdCursorParamSchema = z.coerce.number().int().min(0).max(INPUT_LIMITS.maxDbId);
/** A list of database ids, non-empty unless `min` is 0, at most INPUT_LIMITS.idList. */
export const dbIdList = (min = 1, max: number = INPUT_LIMITS.idList) => z.array(DbIdSchema).min(min).max(max);

/** A string without NUL bytes (PostgreSQL text refuses them) and at most `max` characters. */
export const boundedText = (max: number = INPUT_LIMITS.shortText) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), { message: '허용되지 않는 문자가 포함되어 있습니다.' });
