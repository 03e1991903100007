/**
 * Wishes (ADR 0011: owned by the member squad). Catalog's hearts and brand pages call these; liking a
 * goods opens mypage's `wished-folder` modal, which adds it. The liked-goods lookup the shell makes at
 * login is `API.likedGoods` in the singleton.
 *
 * Paths only, no zod: the goods card's heart (on `/`, ADR 0008) imports them as
 * `@mall/shared-contracts/wish-api` without pulling the member schemas into the first page.
 */
export const WISH_API = {
  /** GET the wished goods (page of 50, by folder); POST likes one. */
  wishGoods: '/api/v1/my/wish-goods',
  wishGoodsItem: (goodsId: number | string) => `/api/v1/my/wish-goods/${goodsId}`,
  /** POST moves wished goods into a folder (or out of every folder). */
  wishGoodsMove: '/api/v1/my/wish-goods/move',
  /** POST unlikes several wished goods at once. */
  wishGoodsRemove: '/api/v1/my/wish-goods/remove',
  wishFolders: '/api/v1/my/wish-folders',
  wishFolder: (folderId: number | string) => `/api/v1/my/wish-folders/${folderId}`,
  /** PUT the member's folders in their new order (orderSeq). */
  wishFoldersOrder: '/api/v1/my/wish-folders/order',
  wishBrandIds: '/api/v1/my/wish-brands/ids',
  wishBrands: '/api/v1/my/wish-brands',
  wishBrand: (brandId: number | string) => `/api/v1/my/wish-brands/${brandId}`,
} as const;
