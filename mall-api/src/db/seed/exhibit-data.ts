/**
 * The demo mall's exhibitions (issue 12). Periods are relative to the moment of seeding, so a fresh
 * mall always has each kind upcoming, ongoing and ended: `days`/`hours` offsets from then.
 */
const H = 3_600_000;
const D = 24 * H;

export const PLANNING_EVENTS = [
  {
    title: '겨울 아우터 대전',
    subtitle: '패딩·코트 최대 50% 할인',
    description: '올겨울 가장 따뜻한 선택. 인기 브랜드 패딩과 코트를 한곳에 모았습니다. 기획전 기간 동안 전 상품 무료배송으로 만나보세요.',
    backgroundColor: '#1f3a5f',
    from: -3 * D,
    to: 30 * D,
    goodsIds: [16, 17, 20, 25, 30, 35, 40, 45, 50, 55],
  },
  {
    title: '홀리데이 선물 가이드',
    subtitle: '소중한 사람에게 건네는 마음',
    description: '연말 선물 고민은 여기서 끝. 가격대별로 고른 선물 아이템을 확인해 보세요.',
    backgroundColor: '#8e1b2c',
    from: -1 * D,
    to: 20 * D,
    goodsIds: [2, 7, 12, 19, 24, 28, 33, 38],
  },
  {
    title: '니트 & 가디건 위크',
    subtitle: '포근한 니트 한 벌로 완성하는 겨울 룩',
    description: '데일리로 입기 좋은 니트와 가디건을 한정 기간 특가로 준비했습니다.',
    backgroundColor: '#4a3b2a',
    from: -5 * D,
    to: 9 * D,
    goodsIds: [3, 8, 13, 18, 23, 29],
  },
  {
    title: '2027 봄 신상 프리뷰',
    subtitle: '가장 먼저 만나는 봄 컬렉션',
    description: '다가오는 봄 시즌 신상품을 미리 공개합니다. 오픈 알림을 기다려 주세요.',
    backgroundColor: '#2e5d3a',
    from: 14 * D,
    to: 45 * D,
    goodsIds: [60, 61, 62, 63, 64, 65],
  },
  {
    title: '신년 럭키박스',
    subtitle: '새해 첫 행운을 담은 한정 수량 박스',
    description: '새해를 맞아 준비한 럭키박스 기획전. 오픈 시간에 맞춰 방문해 주세요.',
    backgroundColor: '#6a1b9a',
    from: 30 * D,
    to: 40 * D,
    goodsIds: [70, 71, 72, 73],
  },
  {
    title: '가을 아우터 클리어런스',
    subtitle: '시즌오프 마지막 찬스',
    description: '가을 아우터 시즌오프 기획전이 종료되었습니다. 참여해 주셔서 감사합니다.',
    backgroundColor: '#5b4636',
    from: -60 * D,
    to: -10 * D,
    goodsIds: [80, 81, 82, 83, 84, 85],
  },
  {
    title: '블랙프라이데이 위크',
    subtitle: '일 년에 한 번, 최대 할인',
    description: '블랙프라이데이 기획전이 종료되었습니다. 다음 행사에서 만나요.',
    backgroundColor: '#222222',
    from: -20 * D,
    to: -5 * D,
    goodsIds: [90, 91, 92, 93, 94, 95],
  },
] as const;

/** Planning event ids by state, as the seed numbers them (1-based order above). */
export const SEEDED_PLANNING = { ongoing: 1, upcoming: 4, ended: 6 } as const;

export const TIME_ATTACKS = [
  { goodsId: 21, title: '오늘만 이 가격! 경량 패딩', salePrice: 29_900, from: -2 * H, to: 2 * D },
  { goodsId: 27, title: '한정 수량 울 머플러', salePrice: 12_900, from: -6 * H, to: 3 * D },
  { goodsId: 33, title: '내일 오픈 캐시미어 니트', salePrice: 39_900, from: 1 * D, to: 2 * D },
  { goodsId: 39, title: '지난 타임딜 러닝화', salePrice: 24_900, from: -3 * D, to: -2 * D },
] as const;

/**
 * Live broadcasts: two on air, two upcoming, two ended (replays). `goodsIds` are the goods the host
 * shows, in order (the headline `goodsId` first); `chat` the feed the seed writes (live-seed.ts).
 */
export const LIVE_ROOMS = [
  {
    title: '겨울 아우터 라이브 특가',
    hostName: '쇼호스트 김하늘',
    description: '올겨울 인기 패딩과 코트를 라이브 특가로 소개합니다. 방송 중 구매하시면 무료배송에 추가 적립까지 드려요.',
    goodsId: 16,
    goodsIds: [16, 17, 20, 25],
    backgroundColor: '#b3261e',
    from: -30 * 60_000,
    to: 2 * D,
  },
  {
    title: '니트 코디 라이브',
    hostName: '스타일리스트 박서준',
    description: '니트 한 벌로 완성하는 데일리 코디를 스타일리스트가 직접 보여 드립니다.',
    goodsId: 3,
    goodsIds: [3, 8, 13],
    backgroundColor: '#3949ab',
    from: 1 * D,
    to: 1 * D + 2 * H,
  },
  {
    title: '블랙프라이데이 라이브',
    hostName: '쇼호스트 이유리',
    description: '블랙프라이데이 라이브 방송을 다시 볼 수 있어요. 방송 상품은 지금도 구매하실 수 있습니다.',
    goodsId: 90,
    goodsIds: [90, 91, 92],
    backgroundColor: '#37474f',
    from: -6 * D,
    to: -6 * D + 2 * H,
  },
  {
    title: '러닝화 신상 언박싱 라이브',
    hostName: '러닝 크루 최민준',
    description: '이번 시즌 러닝화 신상을 직접 신어 보고 쿠셔닝과 핏을 비교해 드립니다.',
    goodsId: 39,
    goodsIds: [39, 44],
    backgroundColor: '#00695c',
    from: -10 * 60_000,
    to: 1 * D,
  },
  {
    title: '홀리데이 선물 추천 라이브',
    hostName: '쇼호스트 김하늘',
    description: '연말 선물로 좋은 아이템을 가격대별로 추천합니다. 방송 알림을 기다려 주세요.',
    goodsId: 12,
    goodsIds: [12, 19, 24],
    backgroundColor: '#8e1b2c',
    from: 3 * D,
    to: 3 * D + 2 * H,
  },
  {
    title: '가을 니트 시즌오프 라이브',
    hostName: '스타일리스트 박서준',
    description: '가을 니트 시즌오프 라이브를 다시 보실 수 있어요.',
    goodsId: 18,
    goodsIds: [18, 23, 29],
    backgroundColor: '#5b4636',
    from: -2 * D,
    to: -2 * D + 90 * 60_000,
  },
] as const;

/** Live room ids by state, as the seed numbers them (1-based order above). */
export const SEEDED_LIVE_ROOMS = { onAir: 1, upcoming: 2, ended: 3 } as const;

/**
 * The seeded chat of the rooms that have started: the host's notices and the viewers' messages (written
 * by the seeded reviewers in turn), minutes after the start.
 */
export const LIVE_CHAT: Readonly<Record<number, readonly { host?: true; body: string; minute: number }[]>> = {
  1: [
    { host: true, body: '안녕하세요! 겨울 아우터 라이브 특가 시작합니다. 방송 중 구매 시 무료배송이에요.', minute: 1 },
    { body: '패딩 색상 블랙 말고 다른 색도 있나요?', minute: 3 },
    { host: true, body: '네, 네이비와 아이보리도 있어요. 상품 카드에서 옵션을 확인해 주세요.', minute: 4 },
    { body: '키 165에 M 사이즈 괜찮을까요?', minute: 6 },
    { body: '작년에 샀는데 정말 따뜻해요 추천합니다!', minute: 9 },
    { body: '코트 기장이 어느 정도인지 보여 주세요~', minute: 12 },
  ],
  3: [
    { host: true, body: '블랙프라이데이 라이브에 오신 걸 환영합니다!', minute: 1 },
    { body: '할인율 최고네요 바로 담았어요', minute: 5 },
    { body: '다음 방송은 언제인가요?', minute: 20 },
    { host: true, body: '시청해 주셔서 감사합니다. 다음 방송에서 만나요!', minute: 110 },
  ],
  4: [
    { host: true, body: '러닝화 언박싱 라이브 시작합니다! 궁금한 점 채팅으로 남겨 주세요.', minute: 1 },
    { body: '평발인데 쿠셔닝 괜찮을까요?', minute: 4 },
  ],
  6: [
    { host: true, body: '가을 니트 시즌오프 라이브 시작합니다.', minute: 1 },
    { body: '니트 보풀 잘 안 생기나요?', minute: 10 },
  ],
};

/**
 * The main lego page, top to bottom. The first carousel keeps the label e2e and screen readers know
 * (메인 배너); the goods rows keep their former titles. The top two screens are banners and goods
 * carousels (the main page's own chunk); the other kinds load as the shopper scrolls to them.
 */
export const MAIN_LEGO_SECTIONS = [
  { kind: 'banner_carousel', title: '메인 배너', subtitle: null, bannerPosition: 'main_top' },
  // Filled by /best's ranking of the week (units sold, counted when the page is asked for), not a list of its own.
  { kind: 'goods_carousel', title: '지금 가장 인기 있는 상품', subtitle: '실시간 판매량 기준', bestPeriod: 'weekly' },
  { kind: 'goods_carousel', title: '신상품', subtitle: '이번 주 입고된 따끈한 신상', goodsIds: [1, 2, 3, 4, 6, 8, 9, 10, 11, 13] },
  { kind: 'time_deals', title: '오늘의 타임딜', subtitle: '시간이 지나면 사라지는 특가' },
  { kind: 'exhibition_teasers', title: '진행 중인 기획전', subtitle: '지금 놓치면 아쉬운 기획전' },
  {
    kind: 'event_menu',
    title: '이벤트 모아보기',
    subtitle: '래플부터 체험단까지, 지금 열린 이벤트',
    eventKinds: ['raffle', 'special_event', 'joint_purchase', 'experience_group', 'showcase', 'cody_shot'],
  },
  { kind: 'banner_carousel', title: '이벤트 & 혜택', subtitle: null, bannerPosition: 'main_middle' },
  { kind: 'brand_row', title: '인기 브랜드', subtitle: '케이몰이 사랑하는 브랜드', brandIds: [1, 2, 3, 4, 5, 6, 7, 8] },
  { kind: 'live_now', title: '지금 라이브 중', subtitle: '방송 중인 라이브 커머스' },
  { kind: 'goods_grid', title: '단독 특가', subtitle: '케이몰 단독, 한정 수량', goodsIds: [14, 21, 27, 33, 39, 47, 56, 64, 77, 95] },
] as const;
