import { z } from 'zod';
import { DbIdParamSchema, DbIdSchema } from '../schemas/api/common';

/**
 * Wishes (ADR 0011: owned by the member squad). Catalog's hearts and brand pages call these; liking a
 * goods opens mypage's `wished-folder` modal, which adds it. The liked-goods lookup the shell makes at
 * login is `API.likedGoods` in the singleton.
 */
export const WISH_API = {
  wishGoods: '/api/v1/my/wish-goods',
  wishGoodsItem: (goodsId: number | string) => `/api/v1/my/wish-goods/${goodsId}`,
  wishBrandIds: '/api/v1/my/wish-brands/ids',
  wishBrands: '/api/v1/my/wish-brands',
  wishBrand: (brandId: number | string) => `/api/v1/my/wish-brands/${brandId}`,
} as const;

/** Like a goods, into a folder of the member's or none; liking it again moves it to that folder. */
export const WishGoodsAddBodySchema = z.object({ goods_id: DbIdSchema, folder_id: DbIdSchema.nullable().optional() });
/** What a heart shows after the change: the goods' wish count from the rows. */
export const WishGoodsChangeSchema = z.object({ goods_id: z.number().int(), liked: z.boolean(), wish_count: z.number().int() });
export const WishBrandIdsSchema = z.object({ brand_ids: z.array(z.number().int()) });
export const WishBrandAddBodySchema = z.object({ brand_id: DbIdSchema });
export const WishBrandChangeSchema = z.object({ brand_id: z.number().int(), liked: z.boolean() });

export const WishGoodsParamSchema = z.object({ goodsId: DbIdParamSchema });
export const WishBrandParamSchema = z.object({ brandId: DbIdParamSchema });

export type WishGoodsAddBody = z.infer<typeof WishGoodsAddBodySchema>;
export type WishGoodsChange = z.infer<typeof WishGoodsChangeSchema>;
export type WishBrandIds = z.infer<typeof WishBrandIdsSchema>;
export type WishBrandChange = z.infer<typeof WishBrandChangeSchema>;
