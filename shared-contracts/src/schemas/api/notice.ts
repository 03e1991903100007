import { z } from 'zod';
import { paginator } from './common';

export const NoticeSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  is_important: z.boolean(),
  created_at: z.string(),
});
export const NoticeListSchema = paginator(NoticeSummarySchema);
export const NoticeDetailSchema = NoticeSummarySchema.extend({
  contents: z.string(),
  prev: NoticeSummarySchema.pick({ id: true, title: true }).nullable(),
  next: NoticeSummarySchema.pick({ id: true, title: true }).nullable(),
});
