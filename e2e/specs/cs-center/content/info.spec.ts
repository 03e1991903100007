import { expect, test } from '../../../fixtures/test';
import { InfoPage } from '../../../pages/cs-center-page';

test('/cs-center/info opens on 배송: the seeded guide and the delivery companies from mall-api', async ({ page }) => {
  const info = new InfoPage(page);
  await page.goto('/cs-center/info');
  await expect(info.heading).toBeVisible();
  await expect(info.tab('배송')).toHaveAttribute('aria-current', 'page');
  await expect(info.guideTitle('배송 안내')).toBeVisible();
  await expect(info.root.getByText(/영업일 기준 1~3일 안에 출고/)).toBeVisible();
  await expect(info.root.getByRole('row', { name: 'CJ대한통운 1588-1255' })).toBeVisible();
  await expect(info.root.getByRole('link', { name: '1588-0011' })).toHaveAttribute('href', 'tel:1588-0011');
});

/** Each child with what the seeded settings and informations put on it. */
const CHILDREN: { tab: string; path: string; title: string; content: (info: InfoPage) => Promise<void> }[] = [
  {
    tab: '취소/반품/교환',
    path: 'return',
    title: '취소·반품·교환 안내',
    content: async (info) => {
      const returns = info.root.getByRole('region', { name: '반품 사유별 배송비' });
      await expect(returns.getByRole('row', { name: '단순 변심 고객 부담' })).toBeVisible();
      await expect(returns.getByRole('row', { name: '상품 불량·파손 판매자 부담' })).toBeVisible();
      await expect(info.root.getByRole('region', { name: '교환 사유별 배송비' }).getByRole('row', { name: '사이즈 교환 고객 부담' })).toBeVisible();
    },
  },
  {
    tab: '구매 리워드',
    path: 'reward',
    title: '구매 리워드 안내',
    content: async (info) => {
      await expect(info.root.getByRole('row', { name: '7일 이상 결제 금액의 1% (최대 10,000P)' })).toBeVisible();
      await expect(info.root.getByRole('row', { name: '14일 이상 결제 금액의 2% (최대 20,000P)' })).toBeVisible();
      // Paid when the shopper accepts the delay (/mypage/claim), never on its own.
      await expect(info.root.getByText(/출고 지연·품절 안내에서 늦어진 출고일에 동의하시면 그때 적립금으로 지급/)).toBeVisible();
      await expect(info.root.getByText(/자동으로 지급/)).toHaveCount(0);
    },
  },
  {
    tab: '쿠폰/적립금',
    path: 'coupon-point',
    title: '쿠폰·적립금 안내',
    content: async (info) => {
      const rules = info.root.getByRole('definition');
      await expect(rules).toHaveText([
        '지급일로부터 12개월',
        '1,000P 이상 모이면 주문할 때 사용',
        '일반 리뷰 300P · 포토 리뷰 1,000P (등급에 따라 더 드립니다)',
      ]);
    },
  },
  {
    tab: '회원 등급',
    path: 'grade-benefit',
    title: '회원 등급 안내',
    content: async (info) => {
      await expect(info.root.locator('.grade-benefit-list__name')).toHaveText(['웰컴', '실버', '골드', 'VIP']);
      const vip = info.root.locator('.grade-benefit-list > li').last();
      await expect(vip).toContainText('최근 12개월 1,000,000원 이상 구매');
      await expect(vip).toContainText('신상품 사전 구매');
    },
  },
  {
    tab: '신용카드',
    path: 'pay-card',
    title: '신용카드 결제 안내',
    content: async (info) => {
      await expect(info.root.getByRole('row', { name: '삼성카드 2~6개월 (50,000원 이상)' })).toBeVisible();
      await expect(info.root.getByRole('row', { name: /NH농협카드 .*부분 무이자/ })).toBeVisible();
      // The benefit that ended in June is not listed.
      await expect(info.root.getByText('우리카드')).toHaveCount(0);
    },
  },
  {
    tab: '무통장입금',
    path: 'pay-bank',
    title: '무통장입금 안내',
    content: async (info) => {
      const banks = info.root.getByRole('region', { name: '입금 가능 은행' }).getByRole('listitem');
      await expect(banks).toHaveCount(14);
      await expect(banks.first()).toHaveText('KB국민은행');
    },
  },
  ...(
    [
      ['카카오페이', 'kakao', '로'],
      ['네이버페이', 'naver', '로'],
      ['페이코', 'payco', '로'],
      ['토스페이', 'toss', '로'],
    ] as const
  ).map(([name, provider, josa]) => ({
    tab: name,
    path: `pay-${provider}`,
    title: `${name} 결제 안내`,
    content: async (info: InfoPage) => {
      await expect(info.root.getByRole('status').filter({ hasText: name })).toHaveText(`지금 ${name}${josa} 결제하실 수 있습니다.`);
    },
  })),
];

test('every /cs-center/info child shows its seeded guide and its figures, by its tab and by its URL', async ({ page }) => {
  const info = new InfoPage(page);
  await page.goto('/cs-center/info/delivery');
  await expect(info.guideTitle('배송 안내')).toBeVisible();
  for (const child of CHILDREN) {
    await test.step(child.path, async () => {
      await info.tab(child.tab).click();
      await expect(page).toHaveURL(`/cs-center/info/${child.path}`);
      await expect(info.tab(child.tab)).toHaveAttribute('aria-current', 'page');
      await expect(info.guideTitle(child.title)).toBeVisible();
      await child.content(info);
    });
  }
  // A child opened by its URL (the order sheet links to /cs-center/info/pay-*) shows the same.
  await page.goto('/cs-center/info/pay-card');
  await expect(info.guideTitle('신용카드 결제 안내')).toBeVisible();
  await expect(info.root.getByRole('row', { name: '삼성카드 2~6개월 (50,000원 이상)' })).toBeVisible();
});
