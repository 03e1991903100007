import { z } from 'zod';
import { paginator } from '../platform-api/common';

export const NoticeSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  is_important: z.boolean(),
  created_at: z.string(),
});
/** `pinned`: the important notices, shown above every page; the pages hold the other notices. */
export const NoticeListSchema = paginator(NoticeSummarySchema).extend({ pinned: z.array(NoticeSummarySchema) });
export const NoticeDetailSchema = NoticeSummarySchema.extend({
  /** HTML written by operators: sanitise before showing it (mfe-cs-center SafeHtml). */
  contents: z.string(),
  prev: NoticeSummarySchema.pick({ id: true, title: true }).nullable(),
  next: NoticeSummarySchema.pick({ id: true, title: true }).nullable(),
});
