import type { goods, goodsOptions } from '../schema';
import { ADJECTIVES, BADGES, BRANDS, COLOURS, OPTION_VALUES, SELLERS } from './catalog-data';
import type { LeafRef } from './category-rows';
import { FEATURED_GOODS } from './featured-goods';
import { createRandom, roundTo } from './random';

type GoodsRow = typeof goods.$inferInsert;
type OptionRow = Omit<typeof goodsOptions.$inferInsert, 'id'>;

const HEADLINES = [
  '가볍고 따뜻한 한겨울 필수템',
  '어디에나 잘 어울리는 데일리 아이템',
  '단독 컬러로 만나는 시즌 베스트',
  '재입고 요청 1위, 드디어 돌아왔어요',
  '소재부터 핏까지 꼼꼼하게',
  '오늘 주문하면 내일 도착',
] as const;
const DISCOUNT_RATES = [0, 0, 5, 10, 15, 20, 25, 30, 40, 50] as const;
const ICONS = [
  { background_color: '#ff3d00', text_color: '#ffffff', label: '특가' },
  { background_color: '#111111', text_color: '#ffffff', label: 'ONLY' },
] as const;
/** Every goods is stamped relative to this instant so the seed never depends on the clock. */
export const SEED_EPOCH = Date.UTC(2026, 10, 1, 0, 0, 0) - 9 * 3600_000;

/** Goods #n is a pure function of n, so a 100k run and a 120 run agree on their common prefix. */
export function makeGoods(id: number, leaves: readonly LeafRef[]): { goods: GoodsRow; options: OptionRow[] } {
  const rnd = createRandom(id * 2654435761);
  const regular = leaves.filter((l) => !l.adult && !l.featuredOnly);
  const adultLeaf = leaves.find((l) => l.adult);
  const featured = FEATURED_GOODS[id];
  const isAdult = !featured && id % 40 === 0 && adultLeaf !== undefined;
  const featuredLeaf = featured ? leaves.find((l) => l.fullPath === featured.category) : undefined;
  if (featured && !featuredLeaf) throw new Error(`featured goods ${id}: no category ${featured.category}`);
  const leaf = featuredLeaf ?? (isAdult ? adultLeaf : (regular[id % regular.length] as LeafRef));
  const brandIndex = rnd.int(0, BRANDS.length - 1);
  const sellerIndex = rnd.int(0, SELLERS.length - 1);
  const seller = SELLERS[sellerIndex]!;

  const randomPrice = roundTo(rnd.int(leaf.priceRange[0], leaf.priceRange[1]), 1000) - 100;
  const randomRate = rnd.pick(DISCOUNT_RATES);
  const price = featured?.price ?? randomPrice;
  const rate = featured?.discountRate ?? randomRate;
  const discounted = roundTo((price * (100 - rate)) / 100);
  const randomNoun = rnd.pick(leaf.nouns);
  const randomName = `${rnd.pick(ADJECTIVES)} ${randomNoun}${leaf.options === 'apparel' ? ` ${rnd.pick(COLOURS)}` : ''}`;
  const noun = featured ? (leaf.nouns.find((n) => featured.name.includes(n.split(' ').pop()!)) ?? randomNoun) : randomNoun;
  const name = featured?.name ?? randomName;

  const badges: string[] = seller.shippingPricePolicy === 'free' ? ['무료배송'] : [];
  for (const badge of BADGES.slice(1)) if (rnd.chance(0.18)) badges.push(badge);

  const stockMode = id % 15 === 7 ? 'soldout' : id % 9 === 4 ? 'low' : 'normal';
  const options = OPTION_VALUES[leaf.options].map((value, index): OptionRow => {
    const stock = stockMode === 'soldout' ? 0 : stockMode === 'low' ? rnd.int(1, 5) : rnd.chance(0.12) ? 0 : rnd.int(6, 120);
    return {
      goodsId: id,
      name: leaf.options === 'apparel' || leaf.options === 'shoes' ? `사이즈 ${value}` : value,
      extraAmount: value === 'XL' || value === '280' ? 2000 : 0,
      stock,
      sortOrder: index + 1,
    };
  });

  return {
    goods: {
      id,
      name,
      headline: rnd.chance(0.85) ? rnd.pick(HEADLINES) : null,
      goodsType: isAdult ? 'adult' : 'normal',
      brandId: brandIndex + 1,
      sellerId: sellerIndex + 1,
      categoryId: leaf.id,
      price,
      sellPrice: price,
      baseDiscountedPrice: discounted,
      description: `${BRANDS[brandIndex]!.name}의 ${noun}입니다.\n${leaf.fullPath.replaceAll('>', ' > ')} 카테고리 상품이에요.\n\n- 세탁 시 뒤집어서 단독 세탁해 주세요.\n- 모니터 환경에 따라 실제 색상과 차이가 있을 수 있습니다.`,
      imageCount: rnd.int(2, 4),
      isAdult,
      // A sold-out goods of every other id offers restock alerts; the rest show a plain 품절.
      restockNotice: stockMode === 'soldout' && id % 2 === 1,
      badges,
      icon: rnd.chance(0.15) ? { ...rnd.pick(ICONS) } : null,
      createdAt: new Date(SEED_EPOCH - id * 3_600_000),
    },
    options,
  };
}
