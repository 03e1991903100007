/** Main page and customer-centre content of the demo mall. */

export const BANNERS = [
  { position: 'main_top', title: '겨울 아우터 대전', subtitle: '최대 50% 할인 + 무료배송', linkUrl: '/planning/1', backgroundColor: '#1f3a5f' },
  { position: 'main_top', title: 'NEW ARRIVALS', subtitle: '이번 주 새로 들어온 신상품', linkUrl: '/goods/detail/1', backgroundColor: '#c0504d' },
  { position: 'main_top', title: '단독 특가 위크', subtitle: '케이몰에서만 만나는 단독 상품', linkUrl: '/goods/detail/3', backgroundColor: '#2e7d32' },
  { position: 'main_top', title: '신규 회원 웰컴 쿠폰', subtitle: '가입 즉시 10% 할인 쿠폰 지급', linkUrl: '/join', backgroundColor: '#6a1b9a' },
  { position: 'main_middle', title: '러닝 시즌 오픈', subtitle: '러닝화 전 품목 추가 10%', linkUrl: '/goods/detail/11', backgroundColor: '#ef6c00' },
  { position: 'main_middle', title: '홀리데이 선물 가이드', subtitle: '가격대별 연말 선물 추천', linkUrl: '/planning/2', backgroundColor: '#8e1b2c' },
  { position: 'main_middle', title: '니트 & 가디건 위크', subtitle: '포근한 니트 한정 특가', linkUrl: '/planning/3', backgroundColor: '#4a3b2a' },
  { position: 'main_middle', title: '2027 봄 신상 프리뷰', subtitle: '오픈 예정 기획전 미리 보기', linkUrl: '/planning/4', backgroundColor: '#2e5d3a' },
] as const;

const NOTICE_TITLES = [
  '[필독] 개인정보처리방침 개정 안내',
  '[필독] 설 연휴 배송 및 고객센터 운영 안내',
  '[필독] 사칭 문자 및 피싱 사이트 주의 안내',
  '시스템 정기 점검 안내',
  '신규 회원 웰컴 쿠폰 지급 기준 변경 안내',
  '적립금 유효기간 정책 변경 안내',
  '카카오페이 결제 일시 중단 안내',
  '도서산간 지역 추가 배송비 안내',
  '회원 등급 산정 기준 안내',
  '네이버페이 포인트 적립 이벤트 당첨자 발표',
  '반품 택배사 변경 안내',
  '앱 업데이트 안내 (v3.2.0)',
  '상품 리뷰 작성 적립금 변경 안내',
  '추석 연휴 배송 일정 안내',
  '이용약관 개정 안내',
  '무이자 할부 카드사 안내',
  '고객센터 운영시간 변경 안내',
  '블랙프라이데이 이벤트 당첨자 발표',
  '일부 상품 가격 표기 오류 안내',
  '회원 탈퇴 절차 안내',
  '휴면 계정 전환 정책 안내',
  '해외 결제 서비스 종료 안내',
  '신규 입점 브랜드 안내',
  '포토 리뷰 이벤트 안내',
  '케이몰 리뉴얼 오픈 안내',
] as const;

/** What each notice says: its own body and two points (operators' HTML; `&gt;` as they would type it). */
const NOTICE_BODIES: Record<(typeof NOTICE_TITLES)[number], { body: string; items: [string, string] }> = {
  '[필독] 개인정보처리방침 개정 안내': {
    body: '개인정보 보호법 개정에 맞춰 개인정보처리방침을 개정합니다. 수집 항목 가운데 팩스 번호를 삭제하고, 배송 위탁 업체에 새 택배사를 추가했습니다.',
    items: ['시행일: 2026년 12월 1일', '변경 내용 전문: 약관 및 정책 &gt; 개인정보처리방침에서 이전 버전과 비교해 보실 수 있습니다.'],
  },
  '[필독] 설 연휴 배송 및 고객센터 운영 안내': {
    body: '설 연휴 동안 택배사 휴무로 배송이 멈춥니다. 연휴 전 마지막 출고는 2월 13일(금) 오후 2시 결제 건까지이며, 이후 주문은 2월 19일(목)부터 차례로 출고됩니다.',
    items: ['고객센터 휴무: 2월 14일(토) ~ 2월 18일(수)', '휴무 중 1:1 문의는 접수되며, 2월 19일부터 순서대로 답변드립니다.'],
  },
  '[필독] 사칭 문자 및 피싱 사이트 주의 안내': {
    body: '최근 케이몰을 사칭해 "주문이 취소되었습니다" 문자로 가짜 사이트 접속을 유도하는 사례가 늘고 있습니다. 케이몰은 문자로 카드 번호나 비밀번호를 묻지 않습니다.',
    items: [
      '공식 주소: 케이몰 앱 또는 브라우저 주소창의 케이몰 도메인만 이용해 주세요.',
      '의심 문자를 받으셨다면 링크를 누르지 말고 118(한국인터넷진흥원)로 신고해 주세요.',
    ],
  },
  '시스템 정기 점검 안내': {
    body: '서비스 안정화를 위해 서버 정기 점검을 진행합니다. 점검 시간에는 로그인, 주문, 결제를 포함한 모든 서비스를 이용하실 수 없습니다.',
    items: ['점검 일시: 11월 26일(수) 오전 2시 ~ 오전 5시', '점검 전 장바구니에 담은 상품은 점검 후에도 그대로 남아 있습니다.'],
  },
  '신규 회원 웰컴 쿠폰 지급 기준 변경 안내': {
    body: '신규 회원 웰컴 쿠폰이 가입 즉시 지급되도록 바뀝니다. 지금까지는 첫 로그인 다음 날 지급되어 바로 사용하기 어려웠습니다.',
    items: ['쿠폰 내용: 3만원 이상 구매 시 10% 할인 (최대 1만원)', '사용 기간: 지급일로부터 30일'],
  },
  '적립금 유효기간 정책 변경 안내': {
    body: '구매확정·리뷰 작성으로 받은 적립금의 유효기간을 지급일로부터 12개월로 통일합니다. 이벤트 적립금은 이벤트마다 정한 기간을 따릅니다.',
    items: ['적용 대상: 12월 1일 이후 지급되는 적립금', '소멸 30일 전 마이페이지 &gt; 적립금에서 소멸 예정 금액을 알려 드립니다.'],
  },
  '카카오페이 결제 일시 중단 안내': {
    body: '카카오페이 시스템 점검으로 해당 시간에 카카오페이 결제를 이용하실 수 없습니다. 다른 결제 수단은 정상적으로 이용하실 수 있습니다.',
    items: ['중단 일시: 11월 18일(화) 오전 0시 ~ 오전 4시', '점검 중 결제가 완료되지 않은 주문은 주문서에서 다시 결제하실 수 있습니다.'],
  },
  '도서산간 지역 추가 배송비 안내': {
    body: '제주 및 도서산간 지역으로 보내는 주문에는 택배사 기준에 따라 추가 배송비가 붙습니다. 추가 배송비는 주문서에서 배송지를 입력하면 자동으로 계산됩니다.',
    items: ['제주: 3,000원 / 제주 외 도서산간: 5,000원', '무료배송 상품도 추가 배송비는 별도로 부과됩니다.'],
  },
  '회원 등급 산정 기준 안내': {
    body: '회원 등급은 매월 1일, 직전 12개월 동안 배송완료·구매확정된 주문의 결제 금액으로 정해집니다. 취소·반품된 주문은 금액에서 빠집니다.',
    items: ['실버 10만원 · 골드 30만원 · VIP 100만원 이상', '등급 쿠폰(골드 5%, VIP 10%)은 등급이 정해지는 매월 1일에 지급됩니다.'],
  },
  '네이버페이 포인트 적립 이벤트 당첨자 발표': {
    body: '10월 네이버페이 결제 고객 대상 포인트 적립 이벤트의 당첨자를 발표합니다. 당첨되신 분께 진심으로 축하드립니다.',
    items: ['당첨 인원: 100명 (1인당 네이버페이 포인트 5,000원)', '포인트는 11월 30일까지 네이버페이 계정으로 자동 적립됩니다.'],
  },
  '반품 택배사 변경 안내': {
    body: '반품·교환 회수 택배사가 CJ대한통운에서 롯데택배로 바뀝니다. 신청 방법은 같으며, 기사님이 1~3일 안에 방문해 회수합니다.',
    items: ['변경일: 12월 8일 회수 접수 건부터', '변경 전에 접수된 회수는 기존 택배사가 처리합니다.'],
  },
  '앱 업데이트 안내 (v3.2.0)': {
    body: '케이몰 앱 3.2.0 버전이 출시되었습니다. 생체 인증 로그인, 최근 본 상품 위젯이 추가되고 결제 화면의 속도가 빨라졌습니다.',
    items: ['지원 환경: Android 9 이상, iOS 15 이상', '이전 버전은 12월 31일 이후 결제가 제한되니 업데이트해 주세요.'],
  },
  '상품 리뷰 작성 적립금 변경 안내': {
    body: '리뷰 작성 적립금이 회원 등급에 따라 달라집니다. 사진과 함께 작성하시면 더 많이 적립해 드립니다.',
    items: ['텍스트 리뷰: 100~500원 / 포토 리뷰: 500~1,500원', '구매확정 후 90일 안에 작성한 리뷰에 한해 적립됩니다.'],
  },
  '추석 연휴 배송 일정 안내': {
    body: '추석 연휴 동안 택배 접수가 중단됩니다. 연휴 전 마지막 출고는 10월 2일(목) 오후 2시 결제 건까지입니다.',
    items: ['배송 재개: 10월 10일(금)부터 차례로 출고', '예약 배송 상품은 상품 상세의 출고 예정일을 확인해 주세요.'],
  },
  '이용약관 개정 안내': {
    body: '전자상거래법 개정을 반영해 이용약관 제6조(적립금)와 제12조(청약철회)를 개정합니다.',
    items: ['시행일: 2026년 11월 1일', '개정 약관에 동의하지 않으시면 시행일 전까지 회원 탈퇴를 요청하실 수 있습니다.'],
  },
  '무이자 할부 카드사 안내': {
    body: '이달의 카드사별 무이자 할부 혜택을 안내합니다. 5만원 이상 결제 시 적용되며, 법인·체크·기프트 카드는 제외됩니다.',
    items: ['2~3개월: 신한·KB국민·삼성·현대카드', '2~6개월: BC·하나카드 (부분 무이자 포함)'],
  },
  '고객센터 운영시간 변경 안내': {
    body: '상담 품질을 높이기 위해 고객센터 전화 상담 시간을 조정합니다. 1:1 문의와 챗봇은 24시간 접수됩니다.',
    items: ['변경 후: 평일 오전 10시 ~ 오후 5시 (점심 12시~1시)', '주말·공휴일 전화 상담은 운영하지 않습니다.'],
  },
  '블랙프라이데이 이벤트 당첨자 발표': {
    body: '블랙프라이데이 구매 인증 이벤트 당첨자를 발표합니다. 참여해 주신 모든 분께 감사드립니다.',
    items: ['1등(1명): 케이몰 적립금 30만원 / 2등(10명): 적립금 3만원', '적립금은 12월 5일까지 자동 지급됩니다.'],
  },
  '일부 상품 가격 표기 오류 안내': {
    body: '11월 20일 오후 1시부터 40분 동안 일부 아우터 상품의 판매가가 잘못 표시되었습니다. 이용에 불편을 드려 사과드립니다.',
    items: ['대상 주문: 해당 시간 오류 가격으로 결제된 주문 12건', '대상 고객께는 개별 연락드려 결제 금액 그대로 출고해 드립니다.'],
  },
  '회원 탈퇴 절차 안내': {
    body: '회원 탈퇴는 마이페이지 &gt; 회원정보 수정 &gt; 회원 탈퇴에서 비밀번호 확인 후 바로 처리됩니다. 진행 중인 주문이 있으면 탈퇴할 수 없습니다.',
    items: ['탈퇴 시 적립금과 쿠폰은 모두 소멸되며 되살릴 수 없습니다.', '같은 아이디로는 다시 가입할 수 없습니다.'],
  },
  '휴면 계정 전환 정책 안내': {
    body: '1년 동안 로그인하지 않은 계정은 휴면 계정으로 전환되고, 개인정보는 분리 보관됩니다.',
    items: ['전환 30일 전 이메일로 미리 알려 드립니다.', '휴면 계정은 로그인 후 본인 확인을 거치면 바로 해제됩니다.'],
  },
  '해외 결제 서비스 종료 안내': {
    body: '해외 발급 카드와 페이팔 결제 서비스를 종료합니다. 이용량이 적고 부정 결제 위험이 높아 내린 결정입니다.',
    items: ['종료일: 12월 31일', '종료 전 결제한 주문의 취소·반품은 기존대로 원래 결제 수단으로 환불됩니다.'],
  },
  '신규 입점 브랜드 안내': {
    body: '이번 달 케이몰에 새로 입점한 브랜드를 소개합니다. 입점 기념으로 브랜드별 첫 구매 10% 할인 쿠폰을 드립니다.',
    items: ['신규 브랜드: 그린마일, 아뜰리에 봄, 코지홈', '쿠폰은 각 브랜드관에서 내려받을 수 있습니다.'],
  },
  '포토 리뷰 이벤트 안내': {
    body: '이달의 베스트 포토 리뷰를 뽑아 적립금을 드립니다. 상품이 잘 보이는 사진과 솔직한 후기를 남겨 주세요.',
    items: ['선정 인원: 매주 5명, 적립금 1만원', '발표: 매주 월요일 상품 상세의 베스트 리뷰 표시'],
  },
  '케이몰 리뉴얼 오픈 안내': {
    body: '케이몰이 새 단장을 마쳤습니다. 더 빨라진 검색, 한눈에 보는 랭킹, 찜 폴더 기능을 만나 보세요.',
    items: ['리뉴얼 기념: 전 회원 5,000원 할인 쿠폰 지급', '이전 주문 내역과 적립금은 그대로 옮겨졌습니다.'],
  },
};

/**
 * Notice bodies are HTML written by operators; the storefront sanitises it before showing it
 * (mfe-cs-center SafeHtml). One seeded notice carries hostile markup, so the demo mall and its
 * tests show that such a body reads as text and runs nothing.
 */
export const NOTICES = [
  ...NOTICE_TITLES.map((title, i) => {
    const { body, items } = NOTICE_BODIES[title];
    return {
      title,
      isImportant: title.startsWith('[필독]'),
      contents: [
        '<p>안녕하세요, 케이몰입니다.</p>',
        `<p>${body}</p>`,
        `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`,
        '<p>항상 케이몰을 이용해 주셔서 감사합니다.</p>',
      ].join(''),
      daysAgo: (NOTICE_TITLES.length - i) * 3,
    };
  }),
  {
    title: '게시판 보안 점검 안내',
    isImportant: false,
    contents: [
      '<p>케이몰 게시판은 공지 본문의 위험한 HTML을 걸러서 보여 드립니다.</p>',
      '<script>window.__noticeXss = "script"; alert("script");</script>',
      '<p>이미지 점검<img src="/media/missing.png" alt="점검 이미지" onerror="window.__noticeXss = \'img\'; alert(\'img\')"></p>',
      "<p><a href=\"javascript:window.__noticeXss='link';alert('link')\">자바스크립트 링크 점검</a> · <a href=\"jav&#x09;ascript:alert('tab')\">공백 숨긴 링크 점검</a></p>",
      '<svg width="10" height="10" onload="window.__noticeXss=\'svg\';alert(\'svg\')"><script>window.__noticeXss="svg-script"</script><a href="javascript:alert(\'svg-link\')"><text>SVG 점검</text></a></svg>',
      '<div onmouseover="window.__noticeXss=\'hover\'" style="padding:4px">마우스 이벤트 점검</div>',
      '<iframe src="javascript:alert(\'frame\')" srcdoc="<script>parent.__noticeXss=\'frame\'</script>"></iframe>',
      '<form action="javascript:alert(\'form\')"><button formaction="javascript:alert(\'button\')">폼 점검</button></form>',
      '<math><mtext><table><mglyph><style><img src=x onerror="window.__noticeXss=\'mxss\'"></style></mglyph></table></mtext></math>',
      '<p>위 점검 문구만 보이고 아무 동작도 하지 않으면 정상입니다.</p>',
    ].join(''),
    daysAgo: 100,
  },
];

export const DEMO_MEMBER = {
  loginId: 'demo',
  password: 'demo1234!',
  name: '김데모',
  grade: 'SILVER',
  email: 'demo@example.com',
  phone: '01012345678',
  birthdate: '1990-05-17',
  gender: 'female',
  point: 3500,
  couponCount: 6,
} as const;

/** A member who has not logged in for over a year (휴면): the next login wakes the account. */
export const DORMANT_MEMBER = { loginId: 'sleeper', password: 'sleep1234!', name: '최휴면', grade: 'WELCOME', dormantForDays: 400 } as const;

/** A member whose password is 200 days old: logging in leads to the password-change advice. */
export const STALE_PASSWORD_MEMBER = { loginId: 'oldpass', password: 'oldpass123!', name: '한비번', grade: 'WELCOME', passwordAgeDays: 200 } as const;

/** The seeded guest (비회원) whose orders /guest/order shows: the lookup opens all of them (same name and phone). */
export const GUEST_ORDER = { orderNo: '20261101-0000001', ordererName: '이게스트', phone: '01055550001' } as const;
export const GUEST_RECEIVER = {
  name: '이게스트',
  phone: '01055550001',
  zipcode: '04104',
  address1: '서울특별시 마포구 백범로 35',
  address2: '자연관 301호',
} as const;

/** Demo member orders, one or more per status so every order-count badge shows something. */
export const DEMO_ORDER_STATUSES = [
  'pay_waiting',
  'paid',
  'paid',
  'preparing',
  'shipping',
  'delivered',
  'delivered',
  'delivered',
  'cancelled',
  'return_requested',
] as const;
