/**
 * The demo mall's raffles and special events (issue 12). Periods are offsets from the moment of seeding,
 * so a fresh mall always has each kind upcoming, ongoing and ended.
 */
const H = 3_600_000;
const D = 24 * H;

/** Who enters the raffles in the demo mall: the seeded reviewers (`reviewer01`…), the demo member where said. */
export const RAFFLES = [
  {
    goodsId: 12,
    title: '프리미엄 하이탑 스니커즈 한정판 래플',
    description: '단 30켤레만 발매되는 한정 컬러 하이탑 스니커즈. 래플 당첨자만 정가보다 낮은 래플 가격으로 구매할 수 있어요.',
    price: 139_000,
    winnerCount: 30,
    backgroundColor: '#263238',
    from: -2 * D,
    to: 5 * D,
    announceAfter: 1 * D,
    entrants: 24,
    demoEnters: false,
  },
  {
    goodsId: 43,
    title: '쿠셔닝 러닝화 러너스 에디션 래플',
    description: '러닝 크루와 함께 만든 러너스 에디션. 발매 수량이 적어 래플로만 판매합니다.',
    price: 119_000,
    winnerCount: 10,
    backgroundColor: '#1b5e20',
    from: -1 * D,
    to: 3 * D,
    announceAfter: 1 * D,
    entrants: 17,
    demoEnters: true,
  },
  {
    goodsId: 1,
    title: '모던 레더 자켓 아카이브 래플',
    description: '브랜드 아카이브에서 복각한 레더 자켓. 사이즈별 한정 수량으로 래플을 진행합니다.',
    price: 259_000,
    winnerCount: 5,
    backgroundColor: '#4e342e',
    from: -6 * H,
    to: 2 * D,
    announceAfter: 1 * D,
    entrants: 9,
    demoEnters: false,
  },
  {
    goodsId: 61,
    title: '태슬 로퍼 홀리데이 에디션 래플',
    description: '홀리데이 시즌 한정 태슬 로퍼. 오픈 시간에 맞춰 응모해 주세요.',
    price: 99_000,
    winnerCount: 20,
    backgroundColor: '#7b1f2b',
    from: 2 * D,
    to: 6 * D,
    announceAfter: 1 * D,
    entrants: 0,
    demoEnters: false,
  },
  {
    goodsId: 11,
    title: '트레일 러닝화 고어텍스 래플',
    description: '방수 고어텍스 트레일 러닝화 래플이 종료되었습니다. 당첨자를 확인해 주세요.',
    price: 129_000,
    winnerCount: 5,
    backgroundColor: '#37474f',
    from: -14 * D,
    to: -8 * D,
    announceAfter: 1 * D,
    entrants: 21,
    demoEnters: true,
  },
  {
    goodsId: 44,
    title: '하이탑 스니커즈 화이트 래플',
    description: '화이트 하이탑 스니커즈 래플이 종료되었습니다. 참여해 주셔서 감사합니다.',
    price: 109_000,
    winnerCount: 3,
    backgroundColor: '#455a64',
    from: -20 * D,
    to: -15 * D,
    announceAfter: 1 * D,
    entrants: 12,
    demoEnters: true,
  },
  {
    goodsId: 65,
    title: '레더 자켓 블랙 에디션 래플',
    description: '응모가 마감되었습니다. 당첨자는 발표일에 공개됩니다.',
    price: 239_000,
    winnerCount: 4,
    backgroundColor: '#212121',
    from: -4 * D,
    to: -2 * H,
    announceAfter: 2 * D,
    entrants: 11,
    demoEnters: true,
  },
] as const;

/** Raffle ids by state, as the seed numbers them (1-based order above). */
export const SEEDED_RAFFLES = { ongoing: 1, ongoingEnteredByDemo: 2, upcoming: 4, ended: 5, endedNotAnnounced: 7 } as const;

/** A member of the raffle journey (e2e enters raffle #1 as this member; the demo member's entries stay put). */
export const RAFFLE_JOURNEY_MEMBER = { loginId: 'raffler', password: 'raffle1234!', name: '윤래플' } as const;
