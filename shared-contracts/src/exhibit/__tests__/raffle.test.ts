import { describe, expect, it } from 'vitest';
import { drawOrder, fnv1a, maskWinnerName, RAFFLE_MESSAGES, raffleEntryRefusal, raffleResult, type RaffleEntryAttempt } from '../raffle';

const ok: RaffleEntryAttempt = { loggedIn: true, state: 'ongoing', alreadyEntered: false, optionId: 12, optionIds: [11, 12, 13], agreed: true };

describe('raffle entry rules', () => {
  it('lets a logged-in member enter an ongoing raffle once with one of its sizes and consent', () => {
    expect(raffleEntryRefusal(ok)).toBeNull();
  });

  it('refuses, first reason first: login, period, a second entry, the size, then consent', () => {
    expect(raffleEntryRefusal({ ...ok, loggedIn: false, state: 'ended', agreed: false })).toBe('loginRequired');
    expect(raffleEntryRefusal({ ...ok, state: 'upcoming' })).toBe('upcoming');
    expect(raffleEntryRefusal({ ...ok, state: 'ended', alreadyEntered: true })).toBe('ended');
    expect(raffleEntryRefusal({ ...ok, alreadyEntered: true, optionId: null })).toBe('alreadyEntered');
    expect(raffleEntryRefusal({ ...ok, optionId: null, agreed: false })).toBe('optionRequired');
    expect(raffleEntryRefusal({ ...ok, optionId: 99 })).toBe('optionInvalid');
    expect(raffleEntryRefusal({ ...ok, agreed: false })).toBe('consentRequired');
  });

  it('has a Korean message for every refusal', () => {
    for (const reason of ['loginRequired', 'upcoming', 'ended', 'alreadyEntered', 'optionRequired', 'optionInvalid', 'consentRequired'] as const) {
      expect(RAFFLE_MESSAGES[reason]).toMatch(/[가-힣]/);
    }
  });

  it('reads pending until announced, then won or lost', () => {
    expect(raffleResult(false, true)).toBe('pending');
    expect(raffleResult(true, true)).toBe('won');
    expect(raffleResult(true, false)).toBe('lost');
  });
});

describe('the draw', () => {
  it('uses 32-bit FNV-1a (published test vectors)', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('picks winnerCount distinct entries, reproducibly, whatever order the ids come in', () => {
    const ids = Array.from({ length: 50 }, (_, i) => i + 100);
    const winners = drawOrder(7, ids, 5);
    expect(winners).toHaveLength(5);
    expect(new Set(winners).size).toBe(5);
    expect(drawOrder(7, [...ids].reverse(), 5)).toEqual(winners);
    expect(winners.every((id) => ids.includes(id))).toBe(true);
  });

  it('does not simply take the first entries, and differs per raffle', () => {
    const ids = Array.from({ length: 50 }, (_, i) => i + 1);
    expect(drawOrder(7, ids, 5)).not.toEqual([1, 2, 3, 4, 5]);
    expect(drawOrder(8, ids, 5)).not.toEqual(drawOrder(7, ids, 5));
  });

  it('gives everyone a prize when there are fewer entries than prizes, and no one when there are none', () => {
    expect(drawOrder(1, [3, 1, 2], 10).sort()).toEqual([1, 2, 3]);
    expect(drawOrder(1, [], 10)).toEqual([]);
    expect(drawOrder(1, [1, 2], 0)).toEqual([]);
  });
});

describe('winner name masking', () => {
  it('keeps the first and last letter and masks the middle', () => {
    expect(maskWinnerName('김데모')).toBe('김*모');
    expect(maskWinnerName('남궁민수')).toBe('남**수');
    expect(maskWinnerName('이수')).toBe('이*');
    expect(maskWinnerName('한')).toBe('*');
    expect(maskWinnerName(' 박지성 ')).toBe('박*성');
  });
});
