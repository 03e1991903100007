import { z } from 'zod';

/** One JSON error shape for every failed call: Korean message + HTTP status. */
export const ApiErrorSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  cause: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** Login failures so far for the typed login id (captcha after LIMITS.loginFailuresBeforeCaptcha). */
  failed_count: z.number().int().optional(),
});

export const IdParamSchema = z.object({ id: z.coerce.number().int().positive() });

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
