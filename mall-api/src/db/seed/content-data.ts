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

/**
 * Notice bodies are HTML written by operators; the storefront sanitises it before showing it
 * (mfe-cs-center SafeHtml). One seeded notice carries hostile markup, so the demo mall and its
 * tests show that such a body reads as text and runs nothing.
 */
export const NOTICES = [
  ...NOTICE_TITLES.map((title, i) => ({
    title,
    isImportant: title.startsWith('[필독]'),
    contents: [
      '<p>안녕하세요, 케이몰입니다.</p>',
      `<p>${title.replace('[필독] ', '')} 관련하여 안내드립니다.<br>자세한 내용은 아래를 확인해 주세요.</p>`,
      `<ol><li>적용 일시: <strong>2026년 ${((i % 12) + 1).toString()}월 1일</strong></li><li>문의: 고객센터 1588-1234 (평일 10:00~17:00)</li></ol>`,
      '<p>항상 케이몰을 이용해 주셔서 감사합니다.</p>',
    ].join(''),
    daysAgo: (NOTICE_TITLES.length - i) * 3,
  })),
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
