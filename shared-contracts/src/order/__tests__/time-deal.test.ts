import { describe, expect, it } from 'vitest';
import { cartUnitPrice, chargedGoodsPrice, timeDealApplies, timeDealEndedSince } from '../time-deal';

const deal = { sale_price: 29_900, start_at: '2026-11-26T00:00:00.000Z', end_at: '2026-11-27T00:00:00.000Z' };
const at = (iso: string) => Date.parse(iso);
/** The shop's `time_deal` switch. */
const ON = true;
const OFF = false;

describe('time-deal prices', () => {
  it('charges the deal price from its start until its end (excluded), the ordinary price before and after', () => {
    expect(chargedGoodsPrice(39_000, deal, at('2026-11-25T23:59:59.999Z'), ON)).toBe(39_000);
    expect(chargedGoodsPrice(39_000, deal, at('2026-11-26T00:00:00.000Z'), ON)).toBe(29_900);
    expect(chargedGoodsPrice(39_000, deal, at('2026-11-26T23:59:59.999Z'), ON)).toBe(29_900);
    expect(chargedGoodsPrice(39_000, deal, at('2026-11-27T00:00:00.000Z'), ON)).toBe(39_000);
    expect(chargedGoodsPrice(39_000, null, at('2026-11-26T12:00:00.000Z'), ON)).toBe(39_000);
  });

  it('never raises a price: a deal not below the ordinary price does not apply', () => {
    expect(timeDealApplies(deal, 29_900, at('2026-11-26T12:00:00.000Z'), ON)).toBe(false);
    expect(chargedGoodsPrice(25_000, deal, at('2026-11-26T12:00:00.000Z'), ON)).toBe(25_000);
  });

  it('says a line seen at the deal price now pays the ordinary price, and only then', () => {
    const seen = at('2026-11-26T10:00:00.000Z');
    expect(timeDealEndedSince(deal, 39_000, seen, at('2026-11-26T20:00:00.000Z'), ON)).toBe(false);
    expect(timeDealEndedSince(deal, 39_000, seen, at('2026-11-27T00:00:00.000Z'), ON)).toBe(true);
    // Added after the deal ended: the shopper never saw the deal price.
    expect(timeDealEndedSince(deal, 39_000, at('2026-11-27T01:00:00.000Z'), at('2026-11-27T02:00:00.000Z'), ON)).toBe(false);
    expect(timeDealEndedSince(null, 39_000, seen, at('2026-11-27T02:00:00.000Z'), ON)).toBe(false);
  });

  it('charges and names no deal while the shop has time deals switched off', () => {
    const during = at('2026-11-26T12:00:00.000Z');
    expect(timeDealApplies(deal, 39_000, during, OFF)).toBe(false);
    expect(chargedGoodsPrice(39_000, deal, during, OFF)).toBe(39_000);
    // Seen at the deal price, then the shop switched deals off: no "deal ended" note either.
    expect(timeDealEndedSince(deal, 39_000, during, at('2026-11-26T13:00:00.000Z'), OFF)).toBe(false);
    expect(timeDealEndedSince(deal, 39_000, during, at('2026-11-27T01:00:00.000Z'), OFF)).toBe(false);
  });

  it("prices a cart line from mall-api's answer, option extra on top", () => {
    const line = { goods_base_discounted_price: 39_000, option_extra_amount: 2000 };
    const answered = { title: '오늘만', sale_price: 29_900, end_at: deal.end_at, ended: false };
    expect(cartUnitPrice({ ...line, time_deal: answered })).toBe(31_900);
    expect(cartUnitPrice({ ...line, time_deal: { ...answered, ended: true } })).toBe(41_000);
    expect(cartUnitPrice({ ...line, time_deal: null })).toBe(41_000);
  });
});
