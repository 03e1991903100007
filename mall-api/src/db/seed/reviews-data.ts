/** Reviewers of the demo mall: real member rows (they cannot log in), so every review has its author. */
const FAMILY = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'] as const;
const GIVEN = ['서연', '민준', '지우', '하준', '수아', '도윤', '지호', '예은', '시우', '하은', '유나', '건우'] as const;
export const REVIEWER_COUNT = 40;
export const reviewerName = (i: number) => `${FAMILY[i % FAMILY.length]}${GIVEN[(i * 7) % GIVEN.length]}`;
export const reviewerLoginId = (i: number) => `reviewer${String(i + 1).padStart(2, '0')}`;

/** What shoppers write, by score (1–5). */
export const REVIEW_TEXTS: Record<number, readonly string[]> = {
  5: [
    '사진보다 실물이 훨씬 예뻐요. 핏도 딱 좋고 재질도 고급스러워요. 다른 색상도 구매하려고요!',
    '배송도 빠르고 포장도 꼼꼼했어요. 정사이즈로 주문했는데 잘 맞습니다.',
    '가격 대비 퀄리티가 정말 좋아요. 매일 입고 있어요.',
    '선물용으로 샀는데 받는 사람이 너무 좋아하네요. 재구매 의사 있습니다.',
  ],
  4: [
    '전체적으로 만족해요. 다만 생각보다 색이 조금 어두워요.',
    '사이즈는 딱 맞는데 소매가 살짝 길어요. 그래도 예뻐요.',
    '무난하게 입기 좋아요. 세탁 후에도 변형이 없네요.',
  ],
  3: ['보통이에요. 가격을 생각하면 괜찮은 편입니다.', '재질은 좋은데 핏이 제 체형에는 조금 애매하네요.'],
  2: ['한 번 세탁했는데 보풀이 조금 생겼어요. 아쉽습니다.', '사이즈가 생각보다 작게 나왔어요. 한 치수 크게 주문하세요.'],
  1: ['배송이 너무 늦었고 박음질 마감이 아쉬웠어요.'],
};

/** How often each score appears (shoppers of a good mall mostly give 4 and 5). */
export const SCORE_WEIGHTS: readonly [score: number, weight: number][] = [
  [5, 45],
  [4, 30],
  [3, 15],
  [2, 6],
  [1, 4],
];

/** The demo member's wish folders and wishes (for /mypage/wish and the wish hearts). */
export const DEMO_WISH_FOLDERS = ['겨울 코디', '출근룩'] as const;
export const DEMO_WISHES: readonly { goodsId: number; folder: number | null }[] = [
  { goodsId: 3, folder: 0 },
  { goodsId: 5, folder: 0 },
  { goodsId: 8, folder: 1 },
  { goodsId: 13, folder: null },
  { goodsId: 21, folder: null },
];
export const DEMO_WISH_BRANDS = [1, 3] as const;
