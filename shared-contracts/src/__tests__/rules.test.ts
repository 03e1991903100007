import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  describeShipping,
  shippingFeeText,
  isAuthenticationFailure,
  isGuestAuthenticationFailure,
  resolveErrorMessage,
  httpErrorMessage,
  addRecentViewedGoods,
  affiliateFromSearch,
  formatKstDateTime,
  formatPoint,
  formatPrice,
  formatWishCount,
  isLowStock,
  isMaintenanceActive,
  parseKstDateTime,
  safeRedirectPath,
  visibleBadges,
} from '..';

describe('isMaintenanceActive (spec section 4)', () => {
  const now = parseKstDateTime('2026-11-21 12:00:00')!;
  it.each([
    ['no start', null, null, false, false],
    ['no start even with start-without-end', null, '2026-11-22 00:00:00', true, false],
    ['before start', '2026-11-21 12:00:01', '2026-11-21 13:00:00', false, false],
    ['at start', '2026-11-21 12:00:00', '2026-11-21 13:00:00', false, true],
    ['inside window', '2026-11-21 11:00:00', '2026-11-21 13:00:00', false, true],
    ['at end', '2026-11-21 11:00:00', '2026-11-21 12:00:00', false, true],
    ['after end', '2026-11-21 10:00:00', '2026-11-21 11:59:59', false, false],
    ['started, no end, no flag', '2026-11-21 10:00:00', null, false, false],
    ['started without end', '2026-11-21 10:00:00', null, true, true],
    ['start-without-end ignores a past end', '2026-11-21 10:00:00', '2026-11-21 11:00:00', true, true],
    ['ISO with offset', '2026-11-21T02:00:00Z', '2026-11-21T04:00:00Z', false, true],
    ['garbage start', 'soon', null, true, false],
    ['before start even with start-without-end', '2026-11-21 12:00:01', null, true, false],
    ['inside window with the flag set too', '2026-11-21 11:00:00', '2026-11-21 13:00:00', true, true],
    ['garbage end without the flag', '2026-11-21 10:00:00', 'later', false, false],
    ['end before start, now between them', '2026-11-21 11:00:00', '2026-11-21 10:00:00', false, false],
    ['a window of one second, at its only instant', '2026-11-21 12:00:00', '2026-11-21 12:00:00', false, true],
  ])('%s', (_label, start, end, withoutEnd, expected) => {
    expect(isMaintenanceActive({ MM_MAINTENANCE_START_AT: start, MM_MAINTENANCE_END_AT: end, MM_MAINTENANCE_START_WITHOUT_END: withoutEnd }, now)).toBe(
      expected,
    );
  });
});

describe('KST date time', () => {
  it('round-trips the token expiry format', () => {
    expect(formatKstDateTime(parseKstDateTime('2026-01-02 03:04:05')!)).toBe('2026-01-02 03:04:05');
    expect(parseKstDateTime('2026-01-02 03:04:05')!.toISOString()).toBe('2026-01-01T18:04:05.000Z');
    expect(parseKstDateTime('02/01/2026')).toBeNull();
  });
});

describe('formatting', () => {
  it.each([
    [12900, '12,900원'],
    [0, '0원'],
    [1234567, '1,234,567원'],
  ])('formatPrice(%d) = %s', (n, s) => expect(formatPrice(n)).toBe(s));
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '999+'],
    [25000, '999+'],
  ])('formatWishCount(%d) = %s', (n, s) => expect(formatWishCount(n)).toBe(s));
});

describe('clampQuantity (stepper 1..99)', () => {
  it.each([
    [5, 5],
    [0, 1],
    [-3, 1],
    [100, 99],
    ['12', 12],
    ['abc', 1],
    ['', 1],
    [undefined, 1],
    [Number.NaN, 1],
    [7.8, 7],
  ])('clampQuantity(%s) = %d', (v, n) => expect(clampQuantity(v)).toBe(n));
  it('honours custom bounds', () => expect(clampQuantity(10, 2, 5)).toBe(5));
});

describe('goods card rules', () => {
  const badges = ['무료배송', '단독', '신상'];
  it('low stock is under 6 and not sold out', () => {
    expect(isLowStock({ stock: 5, is_soldout: false })).toBe(true);
    expect(isLowStock({ stock: 6, is_soldout: false })).toBe(false);
    expect(isLowStock({ stock: 0, is_soldout: true })).toBe(false);
  });
  it('limits badges to one when low stock, else all or the alternative maximum', () => {
    expect(visibleBadges({ stock: 3, is_soldout: false, badges })).toEqual(['무료배송']);
    expect(visibleBadges({ stock: 30, is_soldout: false, badges })).toEqual(badges);
    expect(visibleBadges({ stock: 30, is_soldout: false, badges }, 2)).toEqual(['무료배송', '단독']);
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/mypage', '/mypage'],
    ['/mypage/order?page=2#top', '/mypage/order?page=2#top'],
    ['//evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['/\\evil.example', null],
    ['/.//evil.com', null],
    ['/..//evil.com', null],
    ['/%2e//evil.com', null],
    ['/./\\evil.com', null],
    ['/mypage/../cart', '/cart'],
    ['/%2F/evil.example', '/%2F/evil.example'],
    ['/\t/evil.example', null],
    ['\\\\evil.example', null],
    ['  //evil.example', null],
    ['JavaScript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['http:/evil.example', null],
    ['/login?redirect_to_after=//evil.example', '/login?redirect_to_after=//evil.example'],
    ['/guest/order/20261101-0000001', '/guest/order/20261101-0000001'],
    ['mypage', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => expect(safeRedirectPath(input)).toBe(expected));
});

describe('resolveErrorMessage (spec section 8)', () => {
  it('prefers the server message', () => expect(resolveErrorMessage(422, { message: '재고가 부족합니다.' })).toBe('재고가 부족합니다.'));
  it.each([
    [400, '잘못된 요청입니다.'],
    [401, '로그인이 필요합니다.'],
    [403, '접근 권한이 없습니다.'],
    [422, '입력하신 내용을 다시 확인해 주세요.'],
    [500, '시스템 오류가 발생했습니다.'],
    [503, '시스템 오류가 발생했습니다.'],
    [undefined, '시스템 오류가 발생했습니다.'],
    [405, '제공된 API 메소드를 찾을 수 없습니다.'],
    [404, '제공된 API를 찾을 수 없습니다.'],
  ])('status %s without a message → %s', (status, message) => expect(resolveErrorMessage(status, { message: '' })).toBe(message));
  it.each([
    ['404 API_NOT_FOUND without a message', 404, { code: 'API_NOT_FOUND' }, '제공된 API를 찾을 수 없습니다.'],
    ['405 METHOD_NOT_ALLOWED without a message', 405, { code: 'METHOD_NOT_ALLOWED' }, '제공된 API 메소드를 찾을 수 없습니다.'],
    ['a 404 HTML page from a proxy', 404, '<html>Not Found</html>', '제공된 API를 찾을 수 없습니다.'],
    ['a resource 404 of a known API without a message', 404, { code: 'NOT_FOUND', message: '' }, '시스템 오류가 발생했습니다.'],
    ['a resource 404 with its message', 404, { code: 'NOT_FOUND', message: '상품을 찾을 수 없습니다.' }, '상품을 찾을 수 없습니다.'],
    ['a non-string message', 400, { message: 42 }, '잘못된 요청입니다.'],
    ['no response at all', undefined, undefined, '시스템 오류가 발생했습니다.'],
  ])('%s → %s', (_label, status, data, message) => expect(resolveErrorMessage(status, data)).toBe(message));
  it('detects AuthenticationException 401s only', () => {
    expect(isAuthenticationFailure(401, { cause: 'AuthenticationException' })).toBe(true);
    expect(isAuthenticationFailure(401, { code: 'LOGIN_FAILED' })).toBe(false);
    expect(isAuthenticationFailure(403, { cause: 'AuthenticationException' })).toBe(false);
    expect(isAuthenticationFailure(401, { cause: 'GuestAuthenticationException' })).toBe(false);
  });
  it('detects GuestAuthenticationException 401s only', () => {
    expect(isGuestAuthenticationFailure(401, { cause: 'GuestAuthenticationException' })).toBe(true);
    expect(isGuestAuthenticationFailure(401, { cause: 'AuthenticationException' })).toBe(false);
    expect(isGuestAuthenticationFailure(404, { cause: 'GuestAuthenticationException' })).toBe(false);
  });
});

describe('describeShipping', () => {
  it.each([
    [{ shipping_price_policy: 'free', shipping_price: 0, conditional_free_from: null }, '무료배송'],
    [{ shipping_price_policy: 'conditional', shipping_price: 3000, conditional_free_from: 50000 }, '배송비 3,000원 (50,000원 이상 구매 시 무료)'],
    [{ shipping_price_policy: 'conditional', shipping_price: 0, conditional_free_from: 50000 }, '배송비 무료 (50,000원 이상 구매 시 무료)'],
    [{ shipping_price_policy: 'paid', shipping_price: 2500, conditional_free_from: null }, '배송비 2,500원'],
  ] as const)('%o → %s', (policy, text) => expect(describeShipping(policy)).toBe(text));
});

describe('shippingFeeText (beside a 배송비 heading)', () => {
  it.each([
    [{ shipping_price_policy: 'free', shipping_price: 0, conditional_free_from: null }, '무료배송'],
    [{ shipping_price_policy: 'conditional', shipping_price: 3000, conditional_free_from: 50000 }, '3,000원 (50,000원 이상 구매 시 무료)'],
    [{ shipping_price_policy: 'paid', shipping_price: 2500, conditional_free_from: null }, '2,500원'],
  ] as const)('%o → %s', (policy, text) => expect(shippingFeeText(policy)).toBe(text));
});

describe('formatPoint', () => {
  it('formats points with P, not 원', () => expect(formatPoint(3500)).toBe('3,500P'));
});

describe('addRecentViewedGoods (newest first, at most 50)', () => {
  const fifty = Array.from({ length: 50 }, (_, i) => i + 1);
  it.each([
    ['an empty list', [], 7, [7]],
    ['a new goods goes first', [3, 2, 1], 7, [7, 3, 2, 1]],
    ['a viewed goods moves to the front without a duplicate', [3, 7, 1], 7, [7, 3, 1]],
    ['the oldest falls off past 50', fifty, 99, [99, ...fifty.slice(0, 49)]],
    ['re-viewing within a full list keeps 50', fifty, 50, [50, ...fifty.slice(0, 49)]],
    ['a corrupted stored value starts over', 'oops', 7, [7]],
    ['non-integer entries are dropped', [1, '2', null, 3.5, 4], 7, [7, 1, 4]],
  ])('%s', (_label, list, id, expected) => expect(addRecentViewedGoods(list, id)).toEqual(expected));
  it('honours a custom limit', () => expect(addRecentViewedGoods([1, 2, 3], 4, 2)).toEqual([4, 1]));
});

describe('affiliateFromSearch (stored with the whole query)', () => {
  it.each([
    ['?affiliate=naver_blog', { code: 'naver_blog', query: 'affiliate=naver_blog' }],
    ['?utm_source=x&affiliate=naver_blog&page=2', { code: 'naver_blog', query: 'utm_source=x&affiliate=naver_blog&page=2' }],
    ['affiliate=%EC%B9%B4%ED%8E%98', { code: '카페', query: 'affiliate=%EC%B9%B4%ED%8E%98' }],
    ['?affiliate=', null],
    ['?affiliate=%20%20', null],
    ['?page=2', null],
    ['', null],
  ])('%s → %j', (search, expected) => expect(affiliateFromSearch(search)).toEqual(expected));
});

describe('httpErrorMessage', () => {
  const axiosError = (response?: { status: number; data: unknown }) => Object.assign(new Error('Request failed'), { isAxiosError: true, response });
  it("uses the response's message and status rules", () => {
    expect(httpErrorMessage(axiosError({ status: 401, data: { message: '주문자명 또는 주문번호가 일치하지 않습니다.' } }))).toBe(
      '주문자명 또는 주문번호가 일치하지 않습니다.',
    );
    expect(httpErrorMessage(axiosError({ status: 403, data: {} }))).toBe('접근 권한이 없습니다.');
  });
  it('a network failure (no response) is the system error', () => expect(httpErrorMessage(axiosError())).toBe('시스템 오류가 발생했습니다.'));
  it('anything else gets the fallback', () => {
    expect(httpErrorMessage(new Error('boom'))).toBe('시스템 오류가 발생했습니다.');
    expect(httpErrorMessage(new Error('boom'), '설정을 바꾸지 못했습니다.')).toBe('설정을 바꾸지 못했습니다.');
  });
});
