/**
 * The demo mall's showcases, cody shots, joint purchases, spot themes and exhibit categories (issue 12).
 * Periods are offsets from the moment of seeding, so a fresh mall always has each kind upcoming,
 * ongoing and ended.
 */
const H = 3_600_000;
const D = 24 * H;

export const SHOWCASE_SORTS = ['브랜드 쇼케이스', '디자이너 쇼케이스', '라이프스타일'] as const;

export const SHOWCASES = [
  {
    sort: 1,
    brandId: 1,
    title: '온하루 겨울 컬렉션',
    subtitle: '하루를 따뜻하게, 온하루의 겨울',
    description: '온하루가 이번 겨울을 위해 준비한 니트와 아우터를 한자리에 모았습니다. 쇼케이스 기간 동안 단독 구성으로 만나보세요.',
    backgroundColor: '#2f4858',
    from: -4 * D,
    to: 20 * D,
    goodsIds: [1, 16, 31, 46, 61, 76],
  },
  {
    sort: 1,
    brandId: 8,
    title: '어반나이트 나이트 시티',
    subtitle: '도시의 밤을 닮은 블랙 셋업',
    description: '어반나이트의 시그니처 블랙 셋업과 액세서리를 쇼케이스로 소개합니다.',
    backgroundColor: '#1b1b3a',
    from: -1 * D,
    to: 12 * D,
    goodsIds: [8, 23, 38, 53, 68],
  },
  {
    sort: 2,
    brandId: 5,
    title: '아뜰리에 봄 디자이너 노트',
    subtitle: '손끝에서 시작된 봄의 실루엣',
    description: '아뜰리에 봄 디자이너가 직접 고른 시즌 아이템과 디자인 노트를 공개합니다.',
    backgroundColor: '#f6ae2d',
    from: -2 * D,
    to: 15 * D,
    goodsIds: [5, 20, 35, 50, 65],
  },
  {
    sort: 2,
    brandId: 9,
    title: '모노그램 2027 S/S 프리뷰',
    subtitle: '가장 먼저 보는 다음 시즌',
    description: '모노그램의 2027 봄·여름 컬렉션을 미리 공개합니다. 오픈 알림을 기다려 주세요.',
    backgroundColor: '#693668',
    from: 7 * D,
    to: 30 * D,
    goodsIds: [9, 24, 39, 54],
  },
  {
    sort: 3,
    brandId: 11,
    title: '코지홈 윈터 홈웨어',
    subtitle: '집에서 보내는 포근한 겨울',
    description: '코지홈의 홈웨어와 라운지웨어로 집콕 시즌을 준비하세요.',
    backgroundColor: '#b56576',
    from: -3 * D,
    to: 10 * D,
    goodsIds: [11, 26, 41, 56, 71, 86],
  },
  {
    sort: 3,
    brandId: 7,
    title: '그린마일 캠핑 쇼케이스',
    subtitle: '가을 캠핑 시즌 마무리',
    description: '그린마일 캠핑 쇼케이스가 종료되었습니다. 상품은 계속 구매하실 수 있어요.',
    backgroundColor: '#3a7d44',
    from: -40 * D,
    to: -7 * D,
    goodsIds: [7, 22, 37, 52],
  },
] as const;

/** Showcase ids by state, as the seed numbers them (1-based order above). */
export const SEEDED_SHOWCASES = { ongoing: 1, upcoming: 4, ended: 6 } as const;

/** A look's goods are tagged with their catalog category name (아우터, 니트…) when seeded. */
export const CODY_SHOTS = [
  {
    title: '출근길 미니멀 코트 룩',
    description: '베이지 코트에 슬랙스를 매치한 깔끔한 출근 룩. 로퍼로 마무리해 격식과 편안함을 모두 챙겼어요.',
    modelName: '모델 한지우',
    modelHeight: 168,
    style: '미니멀',
    backgroundColor: '#c8b79e',
    daysAgo: 1,
    goodsIds: [16, 3, 18, 11],
  },
  {
    title: '주말 캐주얼 패딩 코디',
    description: '숏패딩에 와이드 데님을 더한 주말 나들이 룩. 볼캡으로 캐주얼한 무드를 살렸습니다.',
    modelName: '모델 서도윤',
    modelHeight: 181,
    style: '캐주얼',
    backgroundColor: '#5d7a99',
    daysAgo: 2,
    goodsIds: [21, 8, 23],
  },
  {
    title: '니트 레이어드 데이트 룩',
    description: '크림 니트 위에 가디건을 겹쳐 입은 부드러운 데이트 룩이에요.',
    modelName: '모델 윤채원',
    modelHeight: 165,
    style: '러블리',
    backgroundColor: '#e3c4c0',
    daysAgo: 3,
    goodsIds: [13, 29, 38],
  },
  {
    title: '러닝 크루 애슬레저',
    description: '기능성 상·하의와 러닝화로 완성한 애슬레저 룩. 가벼운 바람막이를 더했어요.',
    modelName: '모델 강민재',
    modelHeight: 178,
    style: '스포티',
    backgroundColor: '#3f6e5a',
    daysAgo: 5,
    goodsIds: [2, 12, 27, 39],
  },
  {
    title: '연말 파티 블랙 셋업',
    description: '블랙 셋업에 포인트 액세서리로 연말 모임을 준비한 스타일링입니다.',
    modelName: '모델 한지우',
    modelHeight: 168,
    style: '포멀',
    backgroundColor: '#2b2b2b',
    daysAgo: 8,
    goodsIds: [53, 68, 44],
  },
] as const;

/**
 * 공동구매: participations are seeded as rows from the demo reviewers (`quantities` in order), so the
 * progress a shopper sees is counted, never stored. #1 ongoing and short of its target, #2 ongoing
 * and reached, #3 upcoming, #4 ended and reached, #5 ended short of its target.
 */
export const JOINT_PURCHASES = [
  {
    goodsId: 17,
    title: '구스다운 롱패딩 공동구매',
    description: '목표 수량이 모이면 공동구매가로 확정됩니다. 마감까지 목표에 닿지 않으면 참여는 자동 취소되고 결제되지 않습니다.',
    salePrice: 129_000,
    targetQuantity: 30,
    maxQuantityPerMember: 3,
    from: -2 * D,
    to: 5 * D,
    quantities: [2, 1, 3, 1, 2, 1, 1, 2, 1, 1, 2],
  },
  {
    goodsId: 30,
    title: '캐시미어 머플러 공동구매',
    description: '선물하기 좋은 캐시미어 머플러를 공동구매가로 만나보세요.',
    salePrice: 19_900,
    targetQuantity: 20,
    maxQuantityPerMember: 5,
    from: -3 * D,
    to: 3 * D,
    quantities: [3, 2, 5, 1, 2, 4, 2, 3],
  },
  {
    goodsId: 45,
    title: '윈터 부츠 공동구매 (오픈 예정)',
    description: '오픈 시간에 맞춰 참여해 주세요. 목표 수량 달성 시 공동구매가로 확정됩니다.',
    salePrice: 59_000,
    targetQuantity: 25,
    maxQuantityPerMember: 2,
    from: 2 * D,
    to: 9 * D,
    quantities: [],
  },
  {
    goodsId: 50,
    title: '플리스 집업 공동구매',
    description: '목표 수량을 달성해 공동구매가로 확정되었습니다. 참여해 주셔서 감사합니다.',
    salePrice: 24_900,
    targetQuantity: 15,
    maxQuantityPerMember: 3,
    from: -12 * D,
    to: -4 * D,
    quantities: [3, 2, 3, 1, 2, 3, 2],
  },
  {
    goodsId: 55,
    title: '레더 백팩 공동구매',
    description: '아쉽게도 목표 수량에 닿지 않아 공동구매가 무산되었습니다. 참여하신 분께는 결제가 진행되지 않았습니다.',
    salePrice: 69_000,
    targetQuantity: 40,
    maxQuantityPerMember: 2,
    from: -15 * D,
    to: -6 * D,
    quantities: [1, 2, 1, 1, 2],
  },
] as const;

export const SEEDED_JOINT_PURCHASES = { ongoing: 1, reached: 2, upcoming: 3, endedReached: 4, endedFailed: 5 } as const;

export const SPOT_THEMES = [
  {
    title: '첫눈 오는 날 코디',
    subtitle: '첫눈 소식에 맞춰 준비한 스팟 테마',
    description: '첫눈이 오는 날 입기 좋은 따뜻한 아이템만 골랐습니다. 스팟 테마는 짧게 열리고 닫혀요.',
    backgroundColor: '#6d8fb3',
    from: -6 * H,
    to: 3 * D,
    goodsIds: [4, 19, 34, 49, 64, 79],
  },
  {
    title: '크리스마스 홈파티',
    subtitle: '파티 준비는 여기서 한 번에',
    description: '크리스마스 홈파티를 위한 스팟 테마가 곧 열립니다.',
    backgroundColor: '#a4161a',
    from: 10 * D,
    to: 20 * D,
    goodsIds: [10, 25, 40],
  },
  {
    title: '할로윈 스팟 테마',
    subtitle: '지난 스팟 테마',
    description: '할로윈 스팟 테마가 종료되었습니다.',
    backgroundColor: '#e36414',
    from: -35 * D,
    to: -25 * D,
    goodsIds: [6, 21, 36],
  },
] as const;

export const EXHIBIT_CATEGORIES = [
  {
    name: '겨울 필수템',
    description: '추위를 이기는 겨울 필수 아이템 모음',
    backgroundColor: '#34495e',
    goodsIds: [16, 17, 21, 27, 30, 45, 50, 60],
  },
  {
    name: '선물하기 좋은',
    description: '받는 사람이 더 기뻐하는 선물 아이템',
    backgroundColor: '#8e1b2c',
    goodsIds: [2, 7, 12, 19, 24, 28, 33],
  },
  {
    name: '오피스룩',
    description: '출근길이 즐거워지는 오피스 스타일',
    backgroundColor: '#5b6770',
    goodsIds: [3, 18, 53, 68, 83],
  },
] as const;
