import { expect, type Locator, type Page } from '@playwright/test';
import { ModalStack } from './modal-stack';
import { codeIn, sandboxOutbox } from './mypage-page';

/** Cart (order remote): `/cart`. */
export class CartPage {
  static readonly path = '/cart';
  readonly root: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--order');
    this.heading = this.root.getByRole('heading', { name: /^장바구니/, level: 1 });
  }

  async goto(): Promise<void> {
    await this.page.goto(CartPage.path);
  }

  /**
   * A visitor's cart with this line, put in through mall-api (the device's uid-token, issued on the first
   * call, owns it), then the cart page: each test's own visitor, so no other test's cart changes.
   */
  async gotoWithVisitorLine(item: { goods_id: number; option_id: number; ea: number }): Promise<void> {
    const issued = this.page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/v1/') && !!r.headers()['uid-token']);
    await this.goto();
    const uid = (await issued).headers()['uid-token']!;
    const added = await this.page.request.post('/api/v1/carts', { headers: { 'uid-token': uid }, data: { items: [item] } });
    expect(added.status(), await added.text()).toBe(200);
    await this.goto();
  }
}

/**
 * Guest order (order remote): `/guest/order/{orderId}` (the lookup's landing) and `/guest/order/detail/{orderId}`,
 * after a guest login: the member's order detail in the guest session, with 배송지 변경 and 비회원 로그아웃.
 */
export class GuestOrderPage {
  static readonly path = (orderId: string): string => `/guest/order/${orderId}`;
  readonly root: Locator;
  readonly heading: Locator;
  readonly orderId: Locator;
  readonly items: Locator;
  readonly total: Locator;
  readonly logout: Locator;
  /** The order's status (the summary of its lines). */
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--order');
    this.logout = this.root.getByRole('button', { name: '비회원 로그아웃' });
    this.status = this.root.locator('.my-order-detail__status');
    this.heading = this.root.getByRole('heading', { name: '비회원 주문조회', level: 1 });
    this.orderId = this.root.getByTestId('order-detail-order-id');
    this.items = this.root.locator('.my-order-line');
    this.total = this.root.getByTestId('order-detail-total');
  }
}

/**
 * The seeded guest's orders (mall-api order-claims-seed.ts GUEST_CLAIM_ORDERS, 이게스트 · 01055550001): the
 * guest login with GUEST_ORDER opens them all.
 */
export const GUEST_ORDERS = {
  /** Card, paid, two lines (13, 14): the cancel page's example and the address modal's; nobody spends it. */
  paid: { orderId: '20261101-0000001', itemId: 13 },
  /** Card, two delivered lines (50, 51): the return and exchange pages' example; nobody spends them. */
  delivered: { orderId: '20261029-0000201', itemId: 50 },
  /** Kakao Pay, cancelled (cancel claim 15). */
  cancelled: { orderId: '20261028-0000202', claimId: 15 },
  /** Naver Pay, a returned line (return claim 16) and a confirmed one. */
  returned: { orderId: '20261024-0000203', claimId: 16 },
  /** Card, on its way: the address can no longer change. */
  shipping: '20261030-0000204',
  /** Toss Pay, preparing and paid: only the address-edit spec changes its address. */
  preparing: '20261031-0000205',
  /** Card, one delivered line: only the guest exchange journey spends it. */
  exchangeJourney: '20261027-0000206',
  /** Kakao Pay, an exchange waiting for the seller (exchange claim 17 of line 59): the exchange complete and to-return pages. */
  openExchange: { orderId: '20261026-0000207', claimId: 17 },
  /** Card, an exchange (claim 18, withdrawn) turned into a return (claim 19). */
  exchangeToReturn: { orderId: '20261023-0000208', exchangeId: 18, returnId: 19 },
} as const;

/** The demo member's seeded orders (mall-api seed): the first one is paid. */
export const DEMO_ORDER = { orderId: '20261020-0000002' } as const;

/** Member order detail (order remote): `/mypage/order/detail/{orderId}`. */
export class MemberOrderDetailPage {
  static readonly path = (orderId: string): string => `/mypage/order/detail/${orderId}`;
  readonly root: Locator;
  readonly orderId: Locator;
  readonly refunded: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--order');
    this.orderId = this.root.getByTestId('order-detail-order-id');
    this.refunded = this.root.getByTestId('order-detail-refunded');
  }
}

/** The demo member's open order sheet (mall-api seed) and a paid order of theirs. */
export const DEMO_SHEET = { orderId: '20261019-0000001' } as const;
export const DEMO_PAID_ORDER = { orderId: '20261020-0000003' } as const;

/** Order sheet (order remote): `/order/{orderId}`. */
export class OrderSheetPage {
  static readonly path = (orderId: string): string => `/order/${orderId}`;
  readonly root: Locator;
  readonly heading: Locator;
  readonly orderId: Locator;
  readonly payButton: Locator;
  readonly paymentAmount: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--order');
    this.heading = this.root.getByRole('heading', { name: '주문서', level: 1 });
    this.orderId = this.root.getByTestId('order-sheet-id');
    this.payButton = this.root.getByTestId('order-pay');
    this.paymentAmount = this.root.getByTestId('sheet-payment-amount');
  }

  async goto(orderId: string): Promise<void> {
    await this.page.goto(OrderSheetPage.path(orderId));
  }

  async chooseMethod(label: string): Promise<void> {
    await this.root.getByRole('radio', { name: label }).check();
  }

  /** Ticks the agreement and presses 결제하기: the browser leaves for the PG's page. */
  async pay(): Promise<void> {
    await this.root.getByRole('checkbox', { name: /결제 진행에 동의합니다/ }).check();
    await this.payButton.click();
  }

  /** Types an address the way a guest does: 주소 검색 (address-find modal), then the detail. */
  async fillAddressBySearch(keyword: string, detail: string): Promise<void> {
    await this.root.getByRole('button', { name: '주소 검색' }).click();
    const find = this.page.getByRole('dialog', { name: '주소 검색' });
    await find.getByLabel('도로명, 건물명 또는 지번').fill(keyword);
    await find.getByRole('button', { name: '검색' }).click();
    await find.locator('.address-result').first().click();
    await expect(find).toHaveCount(0);
    await this.root.getByLabel('상세 주소').fill(detail);
  }
}

/** The sandbox PG's payment page (served by mall-api under /sandbox/pg/{tid}). */
export class SandboxPgPage {
  readonly amount: Locator;

  constructor(readonly page: Page) {
    this.amount = page.getByTestId('pg-amount');
  }

  async expectOpen(methodLabel: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/sandbox\/pg\//);
    await expect(this.page.getByRole('heading', { name: `${methodLabel} 결제`, level: 1 })).toBeVisible();
  }

  async press(name: '결제하기' | '승인 거절 (한도 초과)' | '결제 취소' | '가상계좌 발급' | '결제 후 창 닫기 (늦은 통보)'): Promise<void> {
    await this.page.getByRole('button', { name }).click();
  }
}

/** Payment result (order remote): `/order/{orderId}/result`. */
export class OrderResultPage {
  static readonly path = (orderId: string): string => `/order/${orderId}/result`;
  readonly root: Locator;
  readonly orderId: Locator;
  readonly amount: Locator;
  readonly reason: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--order');
    this.orderId = this.root.getByTestId('order-result-id');
    this.amount = this.root.getByTestId('order-result-amount');
    this.reason = this.root.getByTestId('order-result-reason');
  }
}

/** The demo member's seeded claim orders (mall-api order-claims-seed.ts). */
export const CLAIM_ORDERS = {
  /** Card, July: a confirmed line and a returned one (outside the default three months). */
  confirmedAndReturned: '20260712-0000101',
  /** Virtual account, paid: cancelling asks for a refund account (lines 32 and 33). */
  vbankPaid: { orderId: '20261030-0000107', itemId: 32 },
  /** The cancelled order and its cancel claim. */
  cancelled: { orderId: '20261020-0000010', claimId: 14 },
  /** A delivered line (order 8) to confirm. */
  delivered: { orderId: '20261020-0000008', itemId: 10 },
  /** Card, paid, two lines: only the cancel journey spends it. */
  cancelJourney: '20261031-0000108',
  /** Naver Pay, two delivered lines (36, 37) the return page shows; nobody spends them. */
  returnable: { orderId: '20261025-0000109', itemId: 36 },
  /** The July order's completed return (claim 1, the buyer paid the return shipping). */
  returned: { orderId: '20260712-0000101', claimId: 1 },
  /** Card, two delivered lines: only the return journey spends it. */
  returnJourney: '20261027-0000110',
  /** Card, one delivered line: only the exchange journey spends it (exchange, then exchange → return). */
  exchangeJourney: '20261027-0000111',
  /** An open exchange (claim 9, 사이즈 230 → 사이즈 240) that may still become a return; no spec spends it. */
  openExchange: { orderId: '20261026-0000112', claimId: 9 },
  /** An exchange whose replacement shipped (claim 3): no longer turned into a return. */
  shippedExchange: { claimId: 3 },
  /** An exchange (claim 10) turned into the completed return claim 11. */
  exchangeToReturn: { orderId: '20261024-0000113', exchangeId: 10, returnId: 11 },
} as const;

/** The member's order lists (order remote): `/mypage/order` and its cancel, return and exchange tabs. */
export class MyOrdersPage {
  readonly root: Locator;
  readonly tabs: Locator;
  readonly periods: Locator;
  readonly cards: Locator;
  /** 다른 주문도 보기 of a guest list (ADR 0014): the phone proof that opens the orderer's other guest orders. */
  readonly phoneProof: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--order');
    this.tabs = this.root.getByRole('navigation', { name: '주문·클레임 내역' });
    this.periods = this.root.getByRole('group', { name: '조회 기간' });
    this.cards = this.root.locator('.my-order-card');
    this.phoneProof = this.root.getByRole('region', { name: '다른 주문도 보기' });
  }

  /**
   * 다른 주문도 보기 as the orderer does it: 인증번호 발송, the text on their phone (the sandbox
   * outbox), the code typed back and 확인; the panel is gone once the phone is proved.
   */
  async provePhone(phone: string): Promise<void> {
    const stack = new ModalStack(this.page);
    await this.phoneProof.getByRole('button', { name: '인증번호 발송' }).click();
    await expect(stack.alert).toContainText('인증번호가 발송되었습니다.');
    await stack.alert.getByRole('button', { name: '확인' }).click();
    const [sms] = await sandboxOutbox(this.page, phone);
    await this.phoneProof.getByLabel('인증번호').fill(codeIn(sms?.body ?? ''));
    await this.phoneProof.getByRole('button', { name: '확인' }).click();
    await expect(stack.alert).toContainText('휴대폰 인증이 완료되었습니다.');
    await stack.alert.getByRole('button', { name: '확인' }).click();
    await expect(this.phoneProof).toHaveCount(0);
  }

  /** The card of one order, by its number. */
  order(orderId: string): Locator {
    return this.cards.filter({ hasText: `주문번호 ${orderId}` });
  }
}

/** Cancel request (order remote): `/mypage/order/cancel/{orderId}/{itemId}`. */
export class CancelRequestPage {
  static readonly path = (orderId: string, itemId: number): string => `/mypage/order/cancel/${orderId}/${itemId}`;
  readonly root: Locator;
  readonly heading: Locator;
  readonly refundAmount: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--order');
    this.heading = this.root.getByRole('heading', { name: '주문취소 신청', level: 1 });
    this.refundAmount = this.root.getByTestId('cancel-refund-amount');
    this.submit = this.root.getByRole('button', { name: '취소 신청' });
  }
}

/** Return request (order remote): `/mypage/order/return/{orderId}/{itemId}`. */
export class ReturnRequestPage {
  static readonly path = (orderId: string, itemId: number): string => `/mypage/order/return/${orderId}/${itemId}`;
  readonly root: Locator;
  readonly heading: Locator;
  readonly refundAmount: Locator;
  readonly shippingPayer: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--order');
    this.heading = this.root.getByRole('heading', { name: '반품 신청', level: 1 });
    this.refundAmount = this.root.getByTestId('return-refund-amount');
    this.shippingPayer = this.root.getByTestId('return-shipping-payer');
    this.submit = this.root.getByRole('button', { name: '반품 신청' });
  }
}

/** Exchange request (order remote): `/mypage/order/exchange/{orderId}/{itemId}`. */
export class ExchangeRequestPage {
  static readonly path = (orderId: string, itemId: number, base = '/mypage/order'): string => `${base}/exchange/${orderId}/${itemId}`;
  readonly root: Locator;
  readonly heading: Locator;
  readonly shippingPayer: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--order');
    this.heading = this.root.getByRole('heading', { name: '교환 신청', level: 1 });
    this.shippingPayer = this.root.getByTestId('exchange-shipping-payer');
    this.submit = this.root.getByRole('button', { name: '교환 신청' });
  }

  /** What the line says it becomes (`교환 옵션: …`). */
  optionOf(itemId: number): Locator {
    return this.root.getByTestId(`exchange-option-of-${itemId}`);
  }
}

/** Exchange → return (order remote): `/mypage/order/exchange/to-return/{exchangeId}`. */
export class ToReturnPage {
  static readonly path = (exchangeId: number, base = '/mypage/order'): string => `${base}/exchange/to-return/${exchangeId}`;
  readonly root: Locator;
  readonly heading: Locator;
  readonly refundAmount: Locator;
  readonly shippingPayer: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--order');
    this.heading = this.root.getByRole('heading', { name: '반품으로 변경', level: 1 });
    this.refundAmount = this.root.getByTestId('to-return-refund-amount');
    this.shippingPayer = this.root.getByTestId('to-return-shipping-payer');
    this.submit = this.root.getByRole('button', { name: '반품으로 변경' });
  }
}

/**
 * The demo member's seeded release delays and sold-outs (mall-api order-complaints-seed.ts), by order.
 * Only the journey spends `soldoutJourney`.
 */
export const COMPLAINT_ORDERS = {
  /** Card, preparing: a 14-day delay (2% reward) waiting for the answer. */
  delayTwoWeeks: '20261024-0000301',
  /** Naver Pay, paid: a 7-day delay waiting for the answer. */
  delayOneWeek: '20261025-0000302',
  /** A 5-day delay the member accepted (under the 7-day reward policy: no points). */
  delayAccepted: '20261018-0000303',
  /** A delay the member answered with a cancel (refunded). */
  delayCancelled: '20261016-0000304',
  /** Card, two preparing lines: the first sold out. */
  soldoutCard: '20261026-0000305',
  /** Virtual account: the refund needs an account. */
  soldoutVbank: '20261027-0000306',
  /** Toss Pay, preparing: only the sold-out journey takes its refund. */
  soldoutJourney: '20261027-0000307',
  /** A sold-out already refunded. */
  soldoutRefunded: '20261022-0000308',
} as const;

/** /mypage/claim/{delivery-delay|soldout-cancel}/{claimable|result} (order remote): the shop-raised complaints. */
export class ComplaintsPage {
  static readonly path = (type: 'delivery-delay' | 'soldout-cancel', tab: 'claimable' | 'result'): string => `/mypage/claim/${type}/${tab}`;
  readonly root: Locator;
  readonly heading: Locator;
  readonly types: Locator;
  readonly tabs: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--order');
    this.heading = this.root.getByRole('heading', { name: '출고 지연·품절 안내', level: 1 });
    this.types = this.root.getByRole('navigation', { name: '안내 종류' });
    this.tabs = this.root.getByRole('navigation', { name: '처리 상태' });
  }

  /** The card of an order's release delay or sold-out. */
  card(orderId: string): Locator {
    return this.root.getByRole('listitem', { name: new RegExp(`^주문 ${orderId} (출고 지연|품절) 안내$`) });
  }
}
