/**
 * The demo mall's special events (issue 12). Periods are offsets from the moment of seeding, so a fresh
 * mall always has them upcoming, ongoing and ended. `howTo` and `notes` are stored one item a line.
 */
const H = 3_600_000;
const D = 24 * H;

export const SPECIAL_EVENTS = [
  {
    title: '첫 구매 웰컴 이벤트',
    subtitle: '케이몰에서의 첫 주문을 축하해요',
    benefit: '첫 구매 고객 전원 적립금 5,000원',
    description: '케이몰에서 처음 주문하시는 모든 회원께 구매 확정 후 적립금 5,000원을 드립니다. 아래 추천 상품으로 첫 쇼핑을 시작해 보세요.',
    howTo: ['케이몰 회원으로 로그인해 주세요.', '이벤트 기간 안에 첫 주문을 결제해 주세요.', '구매 확정 후 7일 안에 적립금이 지급됩니다.'],
    notes: ['주문 취소·반품 시 적립금은 회수됩니다.', '적립금은 지급일로부터 12개월 동안 사용할 수 있습니다.', '비회원 주문은 참여 대상이 아닙니다.'],
    backgroundColor: '#0d47a1',
    from: -10 * D,
    to: 20 * D,
    goodsIds: [2, 5, 9, 14, 18, 21],
  },
  {
    title: '포토 리뷰 어워즈',
    subtitle: '이번 달 베스트 리뷰어를 찾습니다',
    benefit: '베스트 리뷰 10명 적립금 30,000원',
    description: '상품을 받아 보신 소감을 사진과 함께 남겨 주세요. 매달 정성스러운 포토 리뷰 10개를 골라 적립금을 드립니다.',
    howTo: ['구매 확정한 상품에 사진 리뷰를 작성해 주세요.', '리뷰 내용은 50자 이상이어야 합니다.', '다음 달 10일에 당첨 리뷰를 발표합니다.'],
    notes: ['상품과 관계없는 사진은 심사에서 제외됩니다.', '당첨 적립금은 발표일에 지급됩니다.'],
    backgroundColor: '#6a1b9a',
    from: -3 * D,
    to: 12 * D,
    goodsIds: [3, 16, 32, 48],
  },
  {
    title: '앱 다운로드 럭키 드로우',
    subtitle: '앱으로 쇼핑하고 행운을 잡으세요',
    benefit: '추첨 100명 10,000원 할인 쿠폰',
    description: '케이몰 앱에서 로그인하면 자동으로 응모됩니다. 추첨을 통해 100분께 10,000원 할인 쿠폰을 드려요.',
    howTo: ['케이몰 앱을 설치해 주세요.', '앱에서 로그인하면 자동으로 응모됩니다.'],
    notes: ['1인 1회 응모되며 여러 번 로그인해도 당첨 확률은 같습니다.', '쿠폰은 발급일로부터 14일 동안 사용할 수 있습니다.'],
    backgroundColor: '#00695c',
    from: -1 * D,
    to: 6 * D,
    goodsIds: [],
  },
  {
    title: '신년 출석 체크',
    subtitle: '매일 출석하고 적립금 받기',
    benefit: '7일 연속 출석 시 적립금 3,000원',
    description: '새해 첫 주, 매일 케이몰에 출석해 주세요. 7일 연속 출석하신 분께 적립금을 드립니다.',
    howTo: ['이벤트 기간 동안 하루 한 번 로그인해 주세요.', '7일 연속 출석하면 적립금이 지급됩니다.'],
    notes: ['출석은 자정(한국 시간) 기준으로 하루에 한 번 인정됩니다.'],
    backgroundColor: '#bf360c',
    from: 25 * D,
    to: 35 * D,
    goodsIds: [70, 71, 72],
  },
  {
    title: '블랙프라이데이 구매 인증',
    subtitle: '구매 인증하고 추가 혜택 받기',
    benefit: '구매 금액 5% 추가 적립',
    description: '블랙프라이데이 구매 인증 이벤트가 종료되었습니다. 참여해 주신 모든 분께 감사드립니다.',
    howTo: ['이벤트 기간 안에 구매를 확정해 주세요.', '구매 금액의 5%가 추가로 적립됩니다.'],
    notes: ['추가 적립금은 이벤트 종료 후 일괄 지급되었습니다.'],
    backgroundColor: '#263238',
    from: -20 * D,
    to: -5 * D,
    goodsIds: [90, 91, 92, 93],
  },
  {
    title: '가을 스타일 공모전',
    subtitle: '나만의 가을 코디를 보여 주세요',
    benefit: '우수작 5명 상품권 50,000원',
    description: '가을 스타일 공모전이 종료되었습니다. 우수작은 공지사항에서 확인해 주세요.',
    howTo: ['케이몰에서 구매한 상품으로 코디 사진을 찍어 주세요.', '리뷰에 #가을스타일 태그와 함께 올려 주세요.'],
    notes: ['우수작 발표는 공지사항으로 안내합니다.'],
    backgroundColor: '#5d4037',
    from: -45 * D,
    to: -30 * D,
    goodsIds: [1, 6, 23],
  },
] as const;

/** Special event ids by state, as the seed numbers them (1-based order above). */
export const SEEDED_SPECIAL_EVENTS = { ongoing: 1, ongoingWithoutGoods: 3, upcoming: 4, ended: 5 } as const;
