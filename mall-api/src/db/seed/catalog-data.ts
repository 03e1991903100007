/** Reference data of the demo mall. Order matters: ids are assigned 1..n in this order. */

export const BRANDS = [
  { name: '온하루', nameEn: 'ONHARU', color: '#2f4858' },
  { name: '무브먼트랩', nameEn: 'MOVEMENT LAB', color: '#33658a' },
  { name: '서울스탠다드', nameEn: 'SEOUL STANDARD', color: '#86bbd8' },
  { name: '노드', nameEn: 'NODE', color: '#758e4f' },
  { name: '아뜰리에 봄', nameEn: 'ATELIER BOM', color: '#f6ae2d' },
  { name: '하이클래스', nameEn: 'HIGH CLASS', color: '#f26419' },
  { name: '그린마일', nameEn: 'GREEN MILE', color: '#3a7d44' },
  { name: '어반나이트', nameEn: 'URBAN KNIGHT', color: '#1b1b3a' },
  { name: '모노그램', nameEn: 'MONOGRAM', color: '#693668' },
  { name: '데일리룩', nameEn: 'DAILY LOOK', color: '#a74482' },
  { name: '코지홈', nameEn: 'COZY HOME', color: '#b56576' },
  { name: '스텝업', nameEn: 'STEP UP', color: '#355070' },
] as const;

export type ShippingPolicy = 'free' | 'conditional' | 'paid';
export const SELLERS: ReadonlyArray<{
  name: string;
  shippingPricePolicy: ShippingPolicy;
  shippingPrice: number;
  conditionalFreeFrom: number | null;
  extraShippingPrice: number;
  isChargeOnEach: boolean;
}> = [
  { name: '케이몰 직영', shippingPricePolicy: 'free', shippingPrice: 0, conditionalFreeFrom: null, extraShippingPrice: 3000, isChargeOnEach: false },
  {
    name: '스타일하우스',
    shippingPricePolicy: 'conditional',
    shippingPrice: 3000,
    conditionalFreeFrom: 50_000,
    extraShippingPrice: 3000,
    isChargeOnEach: false,
  },
  { name: '패션플러스', shippingPricePolicy: 'paid', shippingPrice: 2500, conditionalFreeFrom: null, extraShippingPrice: 5000, isChargeOnEach: false },
  { name: '슈즈마켓', shippingPricePolicy: 'conditional', shippingPrice: 3000, conditionalFreeFrom: 50_000, extraShippingPrice: 4000, isChargeOnEach: false },
  { name: '리빙앤조이', shippingPricePolicy: 'paid', shippingPrice: 2500, conditionalFreeFrom: null, extraShippingPrice: 3000, isChargeOnEach: false },
  { name: '백앤백', shippingPricePolicy: 'free', shippingPrice: 0, conditionalFreeFrom: null, extraShippingPrice: 3000, isChargeOnEach: false },
];

export type OptionKind = 'apparel' | 'shoes' | 'free' | 'color';
export interface LeafCategory {
  name: string;
  nouns: readonly string[];
  options: OptionKind;
  priceRange: readonly [number, number];
  /** Sells only the named goods of featured-goods.ts (the events' goods), never the generated ones. */
  featuredOnly?: boolean;
}
export interface CategoryTree {
  name: string;
  children: ReadonlyArray<{ name: string; children: readonly LeafCategory[] }>;
}

export const CATEGORY_TREE: readonly CategoryTree[] = [
  {
    name: '여성의류',
    children: [
      {
        name: '아우터',
        children: [
          { name: '코트', nouns: ['울 블렌드 롱 코트', '핸드메이드 하프 코트', '트렌치 코트'], options: 'apparel', priceRange: [129_000, 389_000] },
          { name: '자켓', nouns: ['크롭 트위드 자켓', '오버핏 블레이저', '레더 자켓'], options: 'apparel', priceRange: [79_000, 259_000] },
        ],
      },
      {
        name: '상의',
        children: [
          { name: '니트', nouns: ['캐시미어 라운드 니트', '케이블 가디건', '울 터틀넥'], options: 'apparel', priceRange: [39_000, 149_000] },
          { name: '블라우스', nouns: ['실키 리본 블라우스', '스트라이프 셔츠', '프릴 블라우스'], options: 'apparel', priceRange: [29_000, 89_000] },
        ],
      },
    ],
  },
  {
    name: '남성의류',
    children: [
      {
        name: '아우터',
        children: [
          { name: '패딩', nouns: ['구스다운 숏 패딩', '경량 패딩 베스트', '후드 롱 패딩'], options: 'apparel', priceRange: [99_000, 359_000] },
          { name: '점퍼', nouns: ['MA-1 항공 점퍼', '코치 자켓', '플리스 집업'], options: 'apparel', priceRange: [59_000, 189_000] },
        ],
      },
      {
        name: '하의',
        children: [
          { name: '데님', nouns: ['스트레이트 데님 팬츠', '와이드 데님', '슬림 테이퍼드 진'], options: 'apparel', priceRange: [39_000, 119_000] },
          { name: '슬랙스', nouns: ['세미 와이드 슬랙스', '밴딩 슬랙스', '울 트라우저'], options: 'apparel', priceRange: [35_000, 99_000] },
        ],
      },
    ],
  },
  {
    name: '가방',
    children: [
      {
        name: '여성가방',
        children: [
          { name: '숄더백', nouns: ['레더 숄더백', '호보백', '미니 크로스백'], options: 'color', priceRange: [49_000, 289_000] },
          { name: '토트백', nouns: ['캔버스 토트백', '빅 쇼퍼백', '스퀘어 토트'], options: 'color', priceRange: [39_000, 199_000] },
        ],
      },
      { name: '남성가방', children: [{ name: '백팩', nouns: ['데일리 백팩', '노트북 백팩', '롤탑 백팩'], options: 'color', priceRange: [59_000, 189_000] }] },
    ],
  },
  {
    name: '신발',
    children: [
      {
        name: '스니커즈',
        children: [
          { name: '러닝화', nouns: ['쿠셔닝 러닝화', '경량 러닝화', '트레일 러닝화'], options: 'shoes', priceRange: [69_000, 199_000] },
          { name: '캔버스화', nouns: ['로우탑 캔버스 스니커즈', '하이탑 스니커즈', '슬립온'], options: 'shoes', priceRange: [39_000, 99_000] },
        ],
      },
      { name: '구두', children: [{ name: '로퍼', nouns: ['페니 로퍼', '태슬 로퍼', '청키 로퍼'], options: 'shoes', priceRange: [79_000, 229_000] }] },
    ],
  },
  {
    name: '라이프',
    children: [
      {
        name: '홈데코',
        children: [
          { name: '캔들', nouns: ['소이 캔들', '디퓨저 세트', '우드윅 캔들'], options: 'free', priceRange: [15_000, 59_000] },
          { name: '패브릭', nouns: ['워셔블 러그', '린넨 쿠션 커버', '극세사 블랭킷'], options: 'color', priceRange: [19_000, 89_000] },
        ],
      },
      { name: '성인용품', children: [{ name: '주류잔', nouns: ['크리스탈 위스키 잔 세트', '와인 디캔터'], options: 'free', priceRange: [29_000, 129_000] }] },
    ],
  },
  // Last, so every category above keeps its id: the joint purchases' muffler and boots live here.
  {
    name: '패션잡화',
    children: [
      { name: '소품', children: [{ name: '머플러', nouns: ['캐시미어 머플러'], options: 'color', priceRange: [29_000, 59_000], featuredOnly: true }] },
      { name: '시즌 슈즈', children: [{ name: '부츠', nouns: ['윈터 부츠'], options: 'shoes', priceRange: [89_000, 159_000], featuredOnly: true }] },
    ],
  },
];

export const OPTION_VALUES: Record<OptionKind, readonly string[]> = {
  apparel: ['S', 'M', 'L', 'XL'],
  shoes: ['230', '240', '250', '260', '270', '280'],
  free: ['FREE'],
  color: ['블랙', '아이보리', '카키', '네이비'],
};

export const COLOURS = ['블랙', '아이보리', '차콜', '베이지', '네이비', '카멜'] as const;
export const ADJECTIVES = ['시그니처', '에센셜', '데일리', '프리미엄', '컴포트', '모던', '클래식', '베이직'] as const;
export const BADGES = ['무료배송', '단독', '신상품', '베스트', '한정수량'] as const;

/** The colour chart of the colour facet: every colour a seeded name or colour option uses, with its swatch. */
export const COLOR_CHART = [
  { label: '블랙', code: '#111111' },
  { label: '아이보리', code: '#f4efe1' },
  { label: '차콜', code: '#3d3f42' },
  { label: '베이지', code: '#d9c6a5' },
  { label: '네이비', code: '#1f2a48' },
  { label: '카멜', code: '#b5834f' },
  { label: '카키', code: '#6b6a3c' },
] as const;
