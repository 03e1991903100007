/**
 * The demo mall's experience groups (체험단, issue 12), each stage seeded: periods are offsets from the
 * moment of seeding. `applicants` seeded reviewers apply (reviewer01…); `demo` says whether the demo
 * member applies, `journey` whether EXPERIENCE_JOURNEY_MEMBER does. `reviews` of the selected
 * applicants are written for the announced and ended groups.
 */
const D = 86_400_000;

/** The experience journey's own member (e2e experience-group.journey.spec.ts): applies and writes a review. */
export const EXPERIENCE_JOURNEY_MEMBER = { loginId: 'tester', password: 'tester1234!', name: '한체험' } as const;

export const EXPERIENCE_GROUPS = [
  {
    title: '구스다운 롱패딩 한겨울 체험단',
    goodsId: 16,
    description: '영하의 출근길, 주말 캠핑까지. 구스다운 롱패딩을 2주 동안 입어 보고 보온성과 착용감을 솔직하게 들려주세요.',
    benefit: '롱패딩 본품 무료 제공 (반납 없음)',
    mission: ['착용 사진 3장 이상 (전신 1장 포함)', '보온성·무게감·사이즈 후기', '체험 리뷰 200자 이상'],
    recruitCount: 5,
    backgroundColor: '#1f3a5f',
    from: -2 * D,
    to: 5 * D,
    announceAfter: 1 * D,
    reviewDays: 14,
    applicants: 9,
    demo: true,
    journey: false,
  },
  {
    title: '캐시미어 머플러 데일리 체험단',
    goodsId: 27,
    description: '부드러운 캐시미어 머플러를 일주일 동안 매일 둘러 보고, 코트·패딩과의 코디를 보여 주세요.',
    benefit: '머플러 본품 무료 제공',
    mission: ['코디 사진 2장 이상', '촉감·보풀·정전기 후기'],
    recruitCount: 3,
    backgroundColor: '#8e1b2c',
    from: -1 * D,
    to: 3 * D,
    announceAfter: 1 * D,
    reviewDays: 10,
    applicants: 2,
    demo: false,
    journey: false,
  },
  {
    title: '2027 봄 트렌치코트 미리 입어보기',
    goodsId: 20,
    description: '봄 시즌 신상 트렌치코트를 가장 먼저 입어 볼 체험단을 모집합니다. 모집 시작을 기다려 주세요.',
    benefit: '트렌치코트 본품 무료 제공',
    mission: ['착용 사진 3장 이상', '핏·소재 후기'],
    recruitCount: 10,
    backgroundColor: '#2e5d3a',
    from: 3 * D,
    to: 10 * D,
    announceAfter: 2 * D,
    reviewDays: 14,
    applicants: 0,
    demo: false,
    journey: false,
  },
  {
    title: '울 블렌드 니트 선정 발표 대기',
    goodsId: 3,
    description: '모집이 마감되었습니다. 선정 결과는 발표일에 이 페이지에서 확인하실 수 있어요.',
    benefit: '니트 본품 무료 제공',
    mission: ['착용 사진 2장 이상', '세탁 후 변화 후기'],
    recruitCount: 3,
    backgroundColor: '#4a3b2a',
    from: -10 * D,
    to: -1 * D,
    announceAfter: 2 * D,
    reviewDays: 14,
    applicants: 6,
    demo: true,
    journey: false,
  },
  {
    title: '러닝화 쿠셔닝 체험단',
    goodsId: 39,
    description: '매일 5km, 2주 동안 신어 보고 쿠셔닝과 발볼 착화감을 리뷰해 주세요. 선정되신 분들께 러닝화를 보내 드렸습니다.',
    benefit: '러닝화 본품 무료 제공',
    mission: ['러닝 인증 사진 2장 이상', '쿠셔닝·발볼·무게 후기', '체험 리뷰 100자 이상'],
    recruitCount: 6,
    backgroundColor: '#b3261e',
    from: -20 * D,
    to: -8 * D,
    announceAfter: 3 * D,
    reviewDays: 15,
    applicants: 4,
    demo: true,
    journey: true,
    reviews: 2,
  },
  {
    title: '가을 트위드 자켓 체험단',
    goodsId: 25,
    description: '가을 트위드 자켓 체험단이 종료되었습니다. 선정되신 분들의 체험 리뷰를 확인해 보세요.',
    benefit: '트위드 자켓 본품 무료 제공',
    mission: ['착용 사진 3장 이상', '소재·핏 후기'],
    recruitCount: 3,
    backgroundColor: '#5b4636',
    from: -45 * D,
    to: -35 * D,
    announceAfter: 3 * D,
    reviewDays: 20,
    applicants: 8,
    demo: true,
    journey: false,
    reviews: 3,
  },
] as const;

/** Experience group ids by stage, as the seed numbers them (1-based order above). */
export const SEEDED_EXPERIENCE_GROUPS = { recruiting: 1, recruitingFew: 2, upcoming: 3, selecting: 4, announced: 5, ended: 6 } as const;

/** What seeded applicants plan and what the selected write. */
export const EXPERIENCE_PLANS = [
  '출퇴근길과 주말 나들이에서 매일 착용하고, 사이즈와 착용감을 사진과 함께 자세히 기록하겠습니다.',
  '평소 리뷰를 꼼꼼히 쓰는 편이라 장단점을 솔직하게 비교해서 남기겠습니다. 코디 사진도 함께 올릴게요.',
  '비슷한 제품을 여러 개 써 봐서 차이를 잘 알아요. 2주 동안 써 보고 다른 제품과 비교 후기를 쓰겠습니다.',
  '키 165cm 기준 사이즈 팁과 실제 착용 사진을 정리해서, 구매를 고민하는 분들께 도움이 되게 쓰겠습니다.',
] as const;

export const EXPERIENCE_REVIEW_TEXTS = [
  {
    score: 5,
    contents: '2주 동안 매일 써 봤는데 기대 이상이에요. 마감이 꼼꼼하고 착용감이 가벼워서 오래 있어도 불편하지 않았습니다. 사이즈는 정사이즈로 추천해요.',
  },
  { score: 4, contents: '전체적으로 만족스러워요. 색감이 사진보다 조금 더 차분하고 고급스럽습니다. 다만 처음 며칠은 약간 뻣뻣한 느낌이 있었어요.' },
  { score: 5, contents: '체험단으로 받아 보고 가족 것까지 추가로 구매했어요. 보온성이 좋아서 한겨울에도 충분하고 세탁 후에도 변형이 없었습니다.' },
] as const;
