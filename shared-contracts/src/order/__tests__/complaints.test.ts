import { describe, expect, it } from 'vitest';
import { delayDays, delayReward } from '../complaints';

const POLICIES = [
  { delay_days: 14, rate: 0.02, max_reward_price: 20_000 },
  { delay_days: 7, rate: 0.01, max_reward_price: 10_000 },
];

describe('delay reward (구매 리워드 by delay days)', () => {
  it('counts whole days between the promised and the new ship date, never negative', () => {
    const promised = new Date('2026-11-01T00:00:00+09:00');
    expect(delayDays(promised, new Date('2026-11-15T00:00:00+09:00'))).toBe(14);
    expect(delayDays(promised, new Date('2026-11-07T23:00:00+09:00'))).toBe(6);
    expect(delayDays(promised, new Date('2026-10-30T00:00:00+09:00'))).toBe(0);
  });

  it('takes the policy with the most days the delay reaches, rounds down to the price unit and caps it', () => {
    expect(delayReward(59_000, 6, POLICIES, 10)).toBe(0);
    expect(delayReward(59_000, 7, POLICIES, 10)).toBe(590);
    expect(delayReward(59_900, 13, POLICIES, 10)).toBe(590);
    expect(delayReward(59_900, 14, POLICIES, 10)).toBe(1190);
    expect(delayReward(59_900, 14, POLICIES, 100)).toBe(1100);
    expect(delayReward(5_000_000, 30, POLICIES, 10)).toBe(20_000);
    expect(delayReward(0, 30, POLICIES, 10)).toBe(0);
    expect(delayReward(59_000, 30, [], 10)).toBe(0);
  });
});
