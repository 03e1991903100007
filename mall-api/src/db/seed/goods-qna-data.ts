/** Goods questions shoppers ask and the seller's answers (a question without an answer waits). */
export const GOODS_QUESTIONS: readonly { contents: string; answer: string | null }[] = [
  {
    contents: '평소 M 사이즈를 입는데 이 상품은 정사이즈로 주문하면 될까요? 키 172cm, 65kg입니다.',
    answer: '안녕하세요, 고객님. 정사이즈로 제작되어 평소 입으시는 M 사이즈를 추천드립니다. 여유 있게 입으시려면 L 사이즈도 괜찮습니다.',
  },
  {
    contents: '품절된 색상은 언제 재입고되나요? 블랙 색상을 꼭 사고 싶어요.',
    answer: '안녕하세요, 고객님. 블랙 색상은 다음 달 초 재입고 예정입니다. 재입고 알림을 신청해 주시면 입고 즉시 알려 드리겠습니다.',
  },
  {
    contents: '오늘 주문하면 언제쯤 받아볼 수 있을까요? 주말 전에 받고 싶습니다.',
    answer: '안녕하세요. 오후 2시 이전 결제 건은 당일 출고되어 1~2일 안에 받아보실 수 있습니다.',
  },
  {
    contents: '세탁기에 돌려도 줄어들지 않나요? 세탁 방법이 궁금합니다.',
    answer: '찬물 울코스 세탁을 권장드리며, 건조기 사용 시 수축될 수 있으니 자연 건조해 주세요.',
  },
  { contents: '상세 사진의 색감과 실제 색상이 비슷한가요? 화면보다 어두운지 궁금해요.', answer: null },
  {
    contents: '선물용으로 구매하려는데 포장이 가능한가요? 쇼핑백도 같이 받을 수 있을지 궁금합니다.',
    answer: '선물 포장은 제공되지 않지만 브랜드 쇼핑백을 함께 보내 드립니다.',
  },
  { contents: '어깨 단면과 총장 실측 사이즈를 알려 주실 수 있나요? L 사이즈 기준으로 부탁드립니다.', answer: null },
  { contents: '안감이 있는 제품인가요? 겨울에 입기에 충분히 따뜻한지 궁금합니다.', answer: '네, 전체 안감이 있어 한겨울에도 따뜻하게 착용하실 수 있습니다.' },
  {
    contents: '교환하려면 택을 제거하지 않은 상태여야 하나요? 입어 보고 결정하고 싶어요.',
    answer: '택 제거 및 착용 흔적이 없는 상태에서 수령 후 7일 이내 교환 가능합니다.',
  },
  { contents: '사이즈 교환 시 왕복 배송비가 발생하나요?', answer: null },
];

/** Secret goods questions: other shoppers see only that one was asked. */
export const SECRET_GOODS_QUESTIONS: readonly { contents: string; answer: string | null }[] = [
  {
    contents: '주문번호 20261020-0000123 배송지를 회사 주소로 바꾸고 싶은데 가능할까요?',
    answer: '배송지 변경 처리해 드렸습니다. 변경된 주소로 출고될 예정입니다.',
  },
  { contents: '받은 상품 소매에 오염이 있어서 사진을 보내 드리고 싶은데 어떻게 하면 될까요?', answer: null },
];

/**
 * The demo member's own questions, oldest first: a secret answered goods question and a waiting one
 * on goods #1 (the Q&A list shows both to the demo member, the secret one masked to anyone else), and
 * seller questions (one answered, one waiting: My page's seller Q&A and the edit modal's samples).
 */
export const DEMO_GOODS_QNAS: readonly {
  kind: 'goods' | 'seller';
  goodsId: number;
  category?: string;
  title?: string;
  contents: string;
  isSecret: boolean;
  daysAgo: number;
  answer?: string;
}[] = [
  {
    kind: 'goods',
    goodsId: 1,
    contents: '키 160cm인데 S 사이즈를 입으면 소매가 많이 길까요? 비밀글로 여쭤봅니다.',
    isSecret: true,
    daysAgo: 9,
    answer: '안녕하세요, 고객님. S 사이즈 소매 길이는 58cm로 손등을 살짝 덮는 정도입니다. 편하게 접어 입으셔도 예쁩니다.',
  },
  {
    kind: 'seller',
    goodsId: 1,
    category: '배송 문의',
    title: '제주도 추가 배송비가 있나요?',
    contents: '제주도로 받으려고 하는데 추가 배송비가 얼마인지, 출고 후 며칠 걸리는지 알려 주세요.',
    isSecret: true,
    daysAgo: 7,
    answer: '안녕하세요, 케이몰 판매처입니다. 제주 지역은 추가 배송비 3,000원이 있으며 출고 후 2~3일 안에 받아보실 수 있습니다.',
  },
  {
    kind: 'goods',
    goodsId: 1,
    contents: '이 제품 다른 색상도 같은 원단으로 만들어졌나요? 두 가지 색을 같이 사려고 합니다.',
    isSecret: false,
    daysAgo: 3,
  },
  {
    kind: 'seller',
    goodsId: 2,
    category: '재입고 문의',
    title: '그레이 L 사이즈 재입고 예정이 있나요?',
    contents: '그레이 L 사이즈가 품절인데 재입고 예정이 있는지, 있다면 대략 언제쯤인지 알고 싶습니다.',
    isSecret: true,
    daysAgo: 1,
  },
];

/** The member the Q&A journey asks with (e2e), so the demo member's lists stay as seeded. */
export const QNA_JOURNEY_MEMBER = { loginId: 'asker', password: 'asker1234!', name: '문질문' } as const;
