import { z } from 'zod';

/** A promotional popup shown over a page (the main page) during its display period. */
export const PopupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image_url: z.string(),
  link_url: z.string().nullable(),
  /** Display period, ISO 8601 with offset; the server lists only popups inside it. */
  start_at: z.string(),
  end_at: z.string(),
});

export const PopupListQuerySchema = z.object({ position: z.enum(['main']).default('main') });
export const PopupListSchema = z.object({ popups: z.array(PopupSchema) });
