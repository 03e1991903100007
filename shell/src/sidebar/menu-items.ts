export interface MenuItem {
  label: string;
  to: string;
}

/**
 * The main sections of the mall, in menu order. A section whose paid feature is switched off
 * (FEATURE_ROUTES) or whose page is not built yet is left out of the menu (useFeatureGate().allowsPath).
 */
export const SECTION_LINKS: MenuItem[] = [
  { label: '베스트', to: '/best' },
  { label: '랭킹', to: '/ranking' },
  // The spec's special events (the exhibit's 이벤트 pages); 기획전 are its planning events (/planning/{id}, no list).
  { label: '이벤트', to: '/special-event' },
  { label: '코디샷', to: '/cody-shot' },
  { label: '쇼케이스', to: '/showcase' },
  { label: '래플', to: '/raffle' },
  { label: '공동구매', to: '/joint-purchase' },
  { label: '체험단', to: '/experience-group' },
  { label: '라이브', to: '/live-commerce' },
  { label: '최근 본 상품', to: '/recent-view-goods' },
  { label: '고객센터', to: '/cs-center' },
];

export const categoryPath = (id: number) => `/goods/category/${id}`;
