import { LegoPageSchema, type LegoPage, type LegoSection } from '@mall/shared-contracts/exhibit';
import { goodsCardFixture } from '@mall/shared-ui/testing';

const HOUR = 3_600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

/** A main lego page with one section of each kind (parsed with the contract, so it stays honest). */
export function legoPageFixture(sections?: LegoSection[]): LegoPage {
  return LegoPageSchema.parse({
    code: 'main',
    title: '케이몰 메인',
    sections: sections ?? [
      {
        kind: 'banner_carousel',
        id: 1,
        title: '메인 배너',
        subtitle: null,
        position: 'main_top',
        banners: [
          { id: 1, title: '봄 신상 기획전', subtitle: '최대 50% 할인', image_url: '/img/banner-1.jpg', link_url: '/planning/1', background_color: '#f5e6d3' },
          { id: 2, title: '주말 특가', subtitle: null, image_url: '/img/banner-2.jpg', link_url: '/planning/2', background_color: '#e3eef7' },
        ],
      },
      {
        kind: 'goods_carousel',
        id: 11,
        title: '지금 가장 많이 찾는 상품',
        subtitle: null,
        goods: [goodsCardFixture({ id: 201, name: '린넨 와이드 팬츠' }), goodsCardFixture({ id: 202, name: '니트 가디건' })],
      },
      {
        kind: 'time_deals',
        id: 12,
        title: '오늘의 타임딜',
        subtitle: null,
        time_deals: [
          {
            id: 1,
            title: '경량 패딩 특가',
            sale_price: 29_900,
            start_at: iso(-HOUR),
            end_at: iso(2 * HOUR),
            state: 'ongoing',
            goods: goodsCardFixture({ id: 204, name: '경량 패딩', price: 59_900 }),
          },
          {
            id: 2,
            title: '내일 오픈 니트',
            sale_price: 19_900,
            start_at: iso(24 * HOUR),
            end_at: iso(48 * HOUR),
            state: 'upcoming',
            goods: goodsCardFixture({ id: 205, name: '캐시미어 니트' }),
          },
        ],
      },
      {
        kind: 'exhibition_teasers',
        id: 13,
        title: '진행 중인 기획전',
        subtitle: null,
        planning_events: [
          {
            id: 1,
            title: '겨울 아우터 대전',
            subtitle: '최대 50%',
            background_color: '#1f3a5f',
            start_at: iso(-HOUR),
            end_at: iso(48 * HOUR),
            state: 'ongoing',
            goods_count: 10,
          },
          {
            id: 4,
            title: '봄 신상 프리뷰',
            subtitle: null,
            background_color: '#2e5d3a',
            start_at: iso(72 * HOUR),
            end_at: iso(96 * HOUR),
            state: 'upcoming',
            goods_count: 6,
          },
        ],
      },
      {
        kind: 'event_menu',
        id: 17,
        title: '이벤트 모아보기',
        subtitle: null,
        items: [
          { kind: 'raffle', ongoing_count: 3 },
          { kind: 'special_event', ongoing_count: 2 },
          { kind: 'joint_purchase', ongoing_count: 0 },
          { kind: 'experience_group', ongoing_count: 1 },
          { kind: 'showcase', ongoing_count: 4 },
          { kind: 'cody_shot', ongoing_count: 5 },
        ],
      },
      { kind: 'brand_row', id: 14, title: '인기 브랜드', subtitle: null, brands: [{ id: 1, name: '온하루', name_en: 'ONHARU', color: '#2f4858' }] },
      {
        kind: 'live_now',
        id: 15,
        title: '지금 라이브 중',
        subtitle: null,
        live_rooms: [
          {
            id: 1,
            title: '아우터 라이브',
            host_name: '쇼호스트 김하늘',
            background_color: '#b3261e',
            start_at: iso(-HOUR),
            end_at: iso(HOUR),
            state: 'ongoing',
            goods: goodsCardFixture({ id: 206, name: '롱 패딩' }),
          },
        ],
      },
      { kind: 'goods_grid', id: 16, title: '새로 들어온 상품', subtitle: '이번 주 신상', goods: [goodsCardFixture({ id: 203, name: '캔버스 토트백' })] },
    ],
  });
}
