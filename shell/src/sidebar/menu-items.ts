import type { PaidFeature } from '@mall/shared-contracts';

export interface MenuItem {
  label: string;
  to: string;
  /** The paid feature the section belongs to: when the shop switches it off, the link is hidden. */
  feature?: PaidFeature;
}

/** The main sections of the mall, in menu order. */
export const SECTION_LINKS: MenuItem[] = [
  { label: '베스트', to: '/best' },
  { label: '랭킹', to: '/ranking', feature: 'ranking' },
  { label: '기획전', to: '/special-event', feature: 'special_event' },
  { label: '코디샷', to: '/cody-shot', feature: 'cody_shot' },
  { label: '쇼케이스', to: '/showcase', feature: 'showcase' },
  { label: '래플', to: '/raffle', feature: 'raffle' },
  { label: '공동구매', to: '/joint-purchase', feature: 'joint_purchase' },
  { label: '체험단', to: '/experience-group', feature: 'experience_review' },
  { label: '라이브', to: '/live-commerce' },
  { label: '최근 본 상품', to: '/recent-view-goods' },
  { label: '고객센터', to: '/cs-center' },
];

export const categoryPath = (id: number) => `/goods/category/${id}`;
