import { z } from 'zod';
import { LIMITS } from '../constants';
import { boundedText, DbIdParamSchema, DbIdSchema, dbIdList, paginator } from '../platform-api/common';
import { GoodsCardSchema } from '../catalog/goods';

export { WISH_API } from './wish-api';

export const WISH_RULES = {
  /** Folders a member may keep (besides 전체). */
  maxFolders: 20,
  folderNameMax: 20,
} as const;

export const WISH_MESSAGES = {
  folderNameRequired: '폴더 이름을 입력해 주세요.',
  folderNameTooLong: `폴더 이름은 ${WISH_RULES.folderNameMax}자까지 입력할 수 있습니다.`,
  folderNameTaken: '같은 이름의 폴더가 이미 있습니다.',
  tooManyFolders: `폴더는 ${WISH_RULES.maxFolders}개까지 만들 수 있습니다.`,
  folderOrderMismatch: '폴더 목록이 바뀌었습니다. 새로고침 후 다시 시도해 주세요.',
  selectGoods: '상품을 선택해 주세요.',
} as const;

/** A folder name as the member typed it: trimmed, 1–20 characters. Null when it is fine. */
export function folderNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return WISH_MESSAGES.folderNameRequired;
  if (trimmed.length > WISH_RULES.folderNameMax) return WISH_MESSAGES.folderNameTooLong;
  return null;
}

/** Like a goods, into a folder of the member's or none; liking it again moves it to that folder. */
export const WishGoodsAddBodySchema = z.object({ goods_id: DbIdSchema, folder_id: DbIdSchema.nullable().optional() });
/** What a heart shows after the change: the goods' wish count from the rows. */
export const WishGoodsChangeSchema = z.object({ goods_id: z.number().int(), liked: z.boolean(), wish_count: z.number().int() });
export const WishBrandIdsSchema = z.object({ brand_ids: z.array(z.number().int()) });
export const WishBrandAddBodySchema = z.object({ brand_id: DbIdSchema });
export const WishBrandChangeSchema = z.object({ brand_id: z.number().int(), liked: z.boolean() });

export const WishGoodsParamSchema = z.object({ goodsId: DbIdParamSchema });
export const WishBrandParamSchema = z.object({ brandId: DbIdParamSchema });
export const WishFolderParamSchema = z.object({ folderId: DbIdParamSchema });

/** `folder_id`: only that folder; `outside_folder_id`: every wished goods not in that folder (the move page). */
export const WishGoodsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  folder_id: DbIdParamSchema.optional(),
  outside_folder_id: DbIdParamSchema.optional(),
});
export const WishGoodsItemSchema = GoodsCardSchema.extend({ folder_id: z.number().int().nullable(), wished_at: z.string() });
export const WishGoodsListSchema = paginator(WishGoodsItemSchema);

/** Spec "Wish folder": id, name, orderSeq, recordsCount, recentGoodsThumbnailUrl. */
export const WishFolderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  order_seq: z.number().int(),
  records_count: z.number().int(),
  recent_goods_thumbnail_url: z.string().nullable(),
});
/** The member's folders in order, with the count and newest thumbnail of all wished goods (전체). */
export const WishFolderListSchema = z.object({
  total_count: z.number().int(),
  recent_goods_thumbnail_url: z.string().nullable(),
  folders: z.array(WishFolderSchema),
});
export const WishFolderRenamedSchema = z.object({ id: z.number().int(), name: z.string() });
export const WishFolderNameBodySchema = z.object({ name: boundedText(WISH_RULES.folderNameMax * 2) });
export const WishFolderOrderBodySchema = z.object({ folder_ids: dbIdList(1, WISH_RULES.maxFolders) });
/** `folder_id` null takes the goods out of every folder (they stay in 전체). */
export const WishGoodsMoveBodySchema = z.object({ goods_ids: dbIdList(1, LIMITS.wishGoodsPageSize), folder_id: DbIdSchema.nullable() });
export const WishGoodsRemoveBodySchema = z.object({ goods_ids: dbIdList(1, LIMITS.wishGoodsPageSize) });
export const WishGoodsBulkChangeSchema = z.object({ goods_ids: z.array(z.number().int()) });

/** Spec "Wish brand": id, name, logoImageUrl (and how many goods it sells, for the list). */
export const WishBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  logo_image_url: z.string(),
  goods_count: z.number().int(),
});
export const WishBrandsQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
export const WishBrandListSchema = paginator(WishBrandSchema);

export type WishGoodsAddBody = z.infer<typeof WishGoodsAddBodySchema>;
export type WishGoodsChange = z.infer<typeof WishGoodsChangeSchema>;
export type WishBrandIds = z.infer<typeof WishBrandIdsSchema>;
export type WishBrandChange = z.infer<typeof WishBrandChangeSchema>;
export type WishGoodsItem = z.infer<typeof WishGoodsItemSchema>;
export type WishGoodsList = z.infer<typeof WishGoodsListSchema>;
export type WishFolder = z.infer<typeof WishFolderSchema>;
export type WishFolderList = z.infer<typeof WishFolderListSchema>;
export type WishBrand = z.infer<typeof WishBrandSchema>;
export type WishBrandList = z.infer<typeof WishBrandListSchema>;
export type WishGoodsBulkChange = z.infer<typeof WishGoodsBulkChangeSchema>;
