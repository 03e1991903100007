/**
 * The goods the joint purchases and experience groups sell (exhibit-events-data.ts,
 * experience-groups-data.ts): at their ids the catalogue sells what the event's title names, in its
 * category, at a price the event's own price undercuts. Every other goods stays generated.
 */
export interface FeaturedGoods {
  name: string;
  /** The leaf category's full path (category-rows.ts). */
  category: string;
  price: number;
  discountRate: number;
}

export const FEATURED_GOODS: Readonly<Record<number, FeaturedGoods>> = {
  // 공동구매
  17: { name: '구스다운 롱패딩 블랙', category: '남성의류>아우터>패딩', price: 259_000, discountRate: 10 },
  30: { name: '캐시미어 머플러 카멜', category: '패션잡화>소품>머플러', price: 39_000, discountRate: 0 },
  45: { name: '윈터 레더 부츠 블랙', category: '패션잡화>시즌 슈즈>부츠', price: 119_000, discountRate: 0 },
  50: { name: '플리스 집업 아이보리', category: '남성의류>아우터>점퍼', price: 49_000, discountRate: 0 },
  55: { name: '레더 백팩 브라운', category: '가방>남성가방>백팩', price: 139_000, discountRate: 5 },
  // 체험단
  16: { name: '구스다운 롱패딩 네이비', category: '남성의류>아우터>패딩', price: 289_000, discountRate: 10 },
  27: { name: '캐시미어 머플러 그레이', category: '패션잡화>소품>머플러', price: 42_000, discountRate: 5 },
  20: { name: '봄 트렌치코트 베이지', category: '여성의류>아우터>코트', price: 189_000, discountRate: 0 },
  3: { name: '울 블렌드 니트 크림', category: '여성의류>상의>니트', price: 69_000, discountRate: 10 },
  39: { name: '쿠셔닝 러닝화 화이트', category: '신발>스니커즈>러닝화', price: 129_000, discountRate: 15 },
  25: { name: '트위드 자켓 네이비', category: '여성의류>아우터>자켓', price: 159_000, discountRate: 0 },
};
