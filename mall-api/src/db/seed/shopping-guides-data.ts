/**
 * Shopping guides of the demo mall (쇼핑 가이드): the words around the figures of each
 * /cs-center/info page and the customs-number modal. The figures themselves (point rules, reward
 * policies, banks, delivery companies, card benefits, grades) come from settings and informations.
 */
export const SHOPPING_GUIDES = [
  {
    code: 'delivery',
    title: '배송 안내',
    contents: [
      '결제가 확인된 주문은 영업일 기준 1~3일 안에 출고되며, 출고 후 보통 1~2일 안에 받아 보실 수 있습니다.',
      '판매자마다 출고지와 배송비 정책이 달라 여러 판매자의 상품을 함께 주문하시면 따로 배송될 수 있습니다.',
      '제주 및 도서산간 지역은 추가 배송비가 붙고 1~2일 더 걸릴 수 있습니다.',
      '출고되면 알림톡으로 택배사와 송장번호를 알려 드리며, 마이페이지 > 주문 내역에서 배송을 조회하실 수 있습니다.',
    ],
  },
  {
    code: 'return',
    title: '취소·반품·교환 안내',
    contents: [
      '상품 준비 전 주문은 마이페이지 > 주문 내역에서 바로 취소하실 수 있습니다.',
      '반품과 교환은 상품을 받으신 날부터 7일 안에 신청해 주세요. 상품 택을 제거했거나 착용 흔적이 있으면 반품·교환이 어렵습니다.',
      '반품 상품이 판매자에게 도착해 검수가 끝나면 결제하신 수단으로 환불됩니다.',
      '사유에 따라 반품 배송비를 부담하는 쪽이 다릅니다. 아래 표를 확인해 주세요.',
    ],
  },
  {
    code: 'reward',
    title: '구매 리워드 안내',
    contents: [
      '약속한 출고일보다 상품이 늦게 출고되면, 늦어진 날수에 따라 결제 금액의 일부를 적립금으로 돌려 드립니다.',
      '리워드는 마이페이지 > 출고 지연·품절 안내에서 늦어진 출고일에 동의하시면 그때 적립금으로 지급되며, 마이페이지 > 적립금에서 확인하실 수 있습니다.',
      '품절로 취소된 주문은 품절 취소 보상으로 따로 안내해 드립니다.',
    ],
  },
  {
    code: 'coupon-point',
    title: '쿠폰·적립금 안내',
    contents: [
      '쿠폰은 마이페이지 > 쿠폰에서 확인하실 수 있으며, 쿠폰마다 최소 주문 금액과 적용 대상(전체·판매자·브랜드·카테고리·상품)이 다릅니다.',
      '주문 한 건에는 상품 쿠폰과 주문 쿠폰을 하나씩 쓸 수 있습니다. 주문을 취소하면 기간이 남은 쿠폰은 돌려 드립니다.',
      '적립금은 구매확정 후 지급되며 주문할 때 현금처럼 쓸 수 있습니다.',
    ],
  },
  {
    code: 'grade-benefit',
    title: '회원 등급 안내',
    contents: [
      '회원 등급은 최근 12개월 동안 배송완료·구매확정된 주문의 결제 금액으로 매월 1일에 정해집니다.',
      '등급 쿠폰은 등급이 정해지는 매월 1일에 지급됩니다.',
    ],
  },
  {
    code: 'pay-card',
    title: '신용카드 결제 안내',
    contents: [
      '모든 국내 신용카드·체크카드로 결제하실 수 있습니다. 5만원 이상 결제하시면 할부를 선택할 수 있습니다.',
      '카드사 무이자 할부 혜택은 매월 바뀌며, 카드사 사정에 따라 예고 없이 끝날 수 있습니다.',
      '법인카드와 기프트카드는 무이자 할부가 적용되지 않습니다.',
    ],
  },
  {
    code: 'pay-bank',
    title: '무통장입금 안내',
    contents: [
      '주문하시면 입금하실 가상계좌가 발급됩니다. 주문일로부터 3일(영업일 기준) 안에 입금해 주세요. 기한이 지나면 주문이 자동으로 취소됩니다.',
      '주문 금액과 입금 금액이 다르면 입금이 확인되지 않습니다.',
      '현금영수증은 주문서에서 신청하시면 입금 확인 후 발급됩니다. 아래 은행의 가상계좌를 발급받을 수 있습니다.',
    ],
  },
  {
    code: 'pay-kakao',
    title: '카카오페이 결제 안내',
    contents: [
      '카카오페이에 등록한 카드나 계좌, 카카오페이머니로 결제하실 수 있습니다.',
      '주문서에서 카카오페이를 선택하면 카카오톡 결제 화면이 열리고, 비밀번호나 생체 인증으로 결제를 마칩니다.',
      '카카오페이 결제 취소·환불은 카카오페이에 등록된 결제 수단으로 돌아갑니다.',
    ],
  },
  {
    code: 'pay-naver',
    title: '네이버페이 결제 안내',
    contents: [
      '네이버페이에 등록한 카드나 계좌, 네이버페이 포인트로 결제하실 수 있습니다.',
      '주문서에서 네이버페이를 선택하면 네이버 로그인 후 결제 화면이 열립니다.',
      '네이버페이 포인트 적립은 네이버페이 정책을 따릅니다.',
    ],
  },
  {
    code: 'pay-payco',
    title: '페이코 결제 안내',
    contents: [
      '페이코에 등록한 카드나 계좌, 페이코 포인트로 결제하실 수 있습니다.',
      '주문서에서 페이코를 선택하면 페이코 결제 화면이 열리고, 비밀번호로 결제를 마칩니다.',
    ],
  },
  {
    code: 'pay-toss',
    title: '토스페이 결제 안내',
    contents: ['토스에 연결한 계좌나 카드, 토스머니로 결제하실 수 있습니다.', '주문서에서 토스페이를 선택하면 토스 앱이나 결제 화면이 열립니다.'],
  },
  {
    code: 'unipass',
    title: '개인통관고유부호 안내',
    contents: [
      '해외에서 배송되는 상품은 관세청 통관을 위해 받는 분의 개인통관고유부호가 필요합니다.',
      '개인통관고유부호는 P로 시작하는 13자리(P + 숫자 12자리)이며, 관세청 유니패스(UNI-PASS)에서 본인인증 후 무료로 발급받을 수 있습니다.',
      '입력하신 부호는 통관 목적에만 쓰이며, 받는 분의 이름·휴대폰 번호와 관세청에 등록된 정보가 같아야 통관이 진행됩니다.',
      '부호가 틀리면 통관이 늦어지거나 반송될 수 있으니 주문 전에 확인해 주세요.',
    ],
  },
] as const;

const KST = (date: string) => new Date(`${date}T00:00:00+09:00`);
const RUNNING = { startsAt: KST('2026-01-01'), endsAt: KST('2099-12-31') };

/**
 * Interest-free instalments by card company (카드사 무이자 할부), each with its period: the running
 * ones and one that has ended (kept to show the period filter).
 */
export const CARD_BENEFITS = [
  { cardName: '삼성카드', months: '2~6개월', minAmount: 50_000, note: null },
  { cardName: '신한카드', months: '2~5개월', minAmount: 50_000, note: null },
  { cardName: 'KB국민카드', months: '2~6개월', minAmount: 50_000, note: null },
  { cardName: '현대카드', months: '2~7개월', minAmount: 50_000, note: null },
  { cardName: '롯데카드', months: '2~5개월', minAmount: 50_000, note: null },
  { cardName: '하나카드', months: '2~6개월', minAmount: 50_000, note: null },
  { cardName: 'NH농협카드', months: '2~6개월', minAmount: 50_000, note: '부분 무이자: 10개월 (1~3회차 고객 부담)' },
  { cardName: 'BC카드', months: '2~5개월', minAmount: 50_000, note: null },
].map((c) => ({ ...c, ...RUNNING }));

export const ENDED_CARD_BENEFIT = {
  cardName: '우리카드',
  months: '2~3개월',
  minAmount: 50_000,
  note: null,
  startsAt: KST('2026-01-01'),
  endsAt: KST('2026-06-30'),
};
