import { z } from 'zod';

export const BannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  image_url: z.string(),
  link_url: z.string(),
  background_color: z.string(),
});

export const BannerListQuerySchema = z.object({ position: z.enum(['main_top', 'main_middle']).default('main_top') });
export const BannerListSchema = z.object({ banners: z.array(BannerSchema) });
