import type { GoodsCard, GoodsDetail, GoodsOption, ShippingPolicy } from '@mall/shared-contracts';
import type { goods, goodsOptions, sellers } from '../../../../db/schema';

type GoodsRow = typeof goods.$inferSelect;
type OptionRow = typeof goodsOptions.$inferSelect;
type SellerRow = typeof sellers.$inferSelect;

export const goodsImageUrl = (goodsId: number, n: number) => `/media/goods/${goodsId}/${n}.svg`;

export const saleRate = (price: number, discounted: number) => (price > 0 ? Math.max(0, Math.round(((price - discounted) / price) * 100)) : 0);

export function toGoodsCard(row: GoodsRow & { brandName: string; stock: number }): GoodsCard {
  const isSoldout = row.stock <= 0;
  return {
    id: row.id,
    brand_name: row.brandName,
    name: row.name,
    headline: row.headline,
    thumbnail_url: goodsImageUrl(row.id, 1),
    hover_image_url: row.imageCount >= 2 ? goodsImageUrl(row.id, 2) : null,
    price: row.price,
    base_discounted_price: row.baseDiscountedPrice,
    sale_rate: saleRate(row.price, row.baseDiscountedPrice),
    stock: row.stock,
    is_soldout: isSoldout,
    is_adult: row.isAdult,
    // Only goods whose seller offers restock alerts; other sold-out goods show a plain 품절.
    is_restock_notice: isSoldout && row.restockNotice,
    review_count: row.reviewCount,
    review_score_avg: row.reviewScoreAvg,
    wish_count: row.wishCount,
    badges: row.badges,
    icon: row.icon ?? null,
  };
}

export const toOption = (o: OptionRow): GoodsOption => ({
  id: o.id,
  name: o.name,
  extra_amount: o.extraAmount,
  stock: o.stock,
  is_soldout: o.stock <= 0,
});

export const toShippingPolicy = (s: SellerRow): ShippingPolicy => ({
  shipping_price_policy: s.shippingPricePolicy,
  shipping_price: s.shippingPrice,
  conditional_free_from: s.conditionalFreeFrom,
  extra_shipping_price: s.extraShippingPrice,
  is_charge_on_each: s.isChargeOnEach,
});

export function toGoodsDetail(
  row: GoodsRow,
  rel: { brand: { id: number; name: string; nameEn: string }; seller: SellerRow; categoryFullPath: string },
  options: OptionRow[],
): GoodsDetail {
  const stock = options.reduce((sum, o) => sum + o.stock, 0);
  return {
    id: row.id,
    name: row.name,
    headline: row.headline,
    goods_type: row.goodsType,
    brand: { id: rel.brand.id, name: rel.brand.name, name_en: rel.brand.nameEn },
    seller: { id: rel.seller.id, name: rel.seller.name },
    category_full_path: rel.categoryFullPath,
    price: row.price,
    sell_price: row.sellPrice,
    base_discounted_price: row.baseDiscountedPrice,
    sale_rate: saleRate(row.price, row.baseDiscountedPrice),
    image_urls: Array.from({ length: Math.max(1, row.imageCount) }, (_, i) => goodsImageUrl(row.id, i + 1)),
    description: row.description,
    stock,
    is_soldout: stock <= 0,
    is_adult: row.isAdult,
    review_count: row.reviewCount,
    review_score_avg: row.reviewScoreAvg,
    wish_count: row.wishCount,
    shipping: toShippingPolicy(rel.seller),
    options: options.map(toOption),
  };
}
