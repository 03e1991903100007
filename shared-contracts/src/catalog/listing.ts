import { z } from 'zod';
import { ShippingPolicySchema } from './goods';

/**
 * The listing pages' own calls (spec section 7, "categories, brand, seller-shops"): the page heads.
 * The goods of a listing come from the search call narrowed to the category, brand or seller, so
 * sorting, facets and paging are the search's.
 */
export const LISTING_API = {
  brand: '/api/v1/brands/:id',
  sellerShop: '/api/v1/seller-shops/:id',
} as const;
export const brandPath = (id: number | string) => LISTING_API.brand.replace(':id', String(id));
export const sellerShopPath = (id: number | string) => LISTING_API.sellerShop.replace(':id', String(id));

/** A brand's page head: names, logo and how many goods it sells. */
export const BrandInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  logo_url: z.string(),
  goods_count: z.number().int(),
});
export type BrandInfo = z.infer<typeof BrandInfoSchema>;

/** A seller's shop head: name, shipping policy, goods count and the brands it sells. */
export const SellerShopSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shipping: ShippingPolicySchema,
  goods_count: z.number().int(),
  brands: z.array(z.object({ id: z.number().int(), name: z.string(), goods_count: z.number().int() })),
});
export type SellerShop = z.infer<typeof SellerShopSchema>;

export const LISTING_MESSAGES = {
  brandNotFound: '브랜드를 찾을 수 없습니다.',
  sellerNotFound: '판매자를 찾을 수 없습니다.',
  categoryNotFound: '카테고리를 찾을 수 없습니다.',
  loadFailed: '상품 목록을 불러오지 못했습니다',
  empty: '조건에 맞는 상품이 없습니다.',
  allCategories: '전체 카테고리',
} as const;
