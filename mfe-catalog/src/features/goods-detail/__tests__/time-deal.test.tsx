import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { goodsTimeAttackPath } from '@mall/shared-contracts/exhibit';
import { createFakePlatform, goodsDetailFixture, ok, renderWithPlatform, shopSettingsFixture } from '@mall/shared-ui/testing';
import { TimeDeal, TimeDealBanner, timeDealView } from '../components/time-deal';

const START = Date.parse('2026-11-26T01:00:00.000Z');
const END = Date.parse('2026-11-26T03:00:00.000Z');
const deal = { id: 3, title: '내일 오픈 캐시미어 니트', sale_price: 39_900, start_at: new Date(START).toISOString(), end_at: new Date(END).toISOString() };

describe('timeDealView', () => {
  it('upcoming: counts to the opening; ongoing: counts to the end; ended: no clock', () => {
    expect(timeDealView(deal, 59_900, START - 90_061_000)).toMatchObject({
      state: 'upcoming',
      headline: '타임딜 오픈 예정',
      label: '오픈까지',
      remaining: '1일 01:01:01',
      saving: 20_000,
    });
    expect(timeDealView(deal, 59_900, START)).toMatchObject({ state: 'ongoing', headline: '타임딜 진행 중', label: '종료까지', remaining: '02:00:00' });
    expect(timeDealView(deal, 59_900, END - 1000)).toMatchObject({ state: 'ongoing', remaining: '00:00:01' });
    expect(timeDealView(deal, 59_900, END)).toMatchObject({ state: 'ended', headline: '종료된 타임딜입니다', remaining: '', msLeft: null });
    expect(timeDealView(deal, 30_000, START).saving).toBe(0);
  });
});

describe('TimeDealBanner (fake clock)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START - 2000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows when it opens, then counts down with the deal price, then says it ended and stops', () => {
    render(<TimeDealBanner deal={deal} goodsPrice={59_900} />);
    expect(screen.getByText('타임딜 오픈 예정')).toBeTruthy();
    expect(screen.getByText('2026.11.26 10:00 시작')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('00:00:02');
    expect(screen.getByText('39,900원')).toBeTruthy();

    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.getByText('타임딜 진행 중')).toBeTruthy();
    expect(screen.getByText(/종료까지/)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('02:00:00');
    expect(screen.getByText('(20,000원 더 저렴)')).toBeTruthy();

    act(() => void vi.advanceTimersByTime(END - START - 1000));
    expect(screen.getByRole('timer').textContent).toBe('00:00:01');
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByText('종료된 타임딜입니다')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByText('39,900원')).toBeNull();
    // Ended: the clock stops ticking.
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('TimeDeal on goods detail', () => {
  it('reads exhibit’s time attack of the goods', async () => {
    const platform = createFakePlatform({
      settings: shopSettingsFixture(),
      routes: {
        [`GET ${goodsTimeAttackPath(21)}`]: ok({
          time_attack: {
            ...deal,
            start_at: new Date(Date.now() - 60_000).toISOString(),
            end_at: new Date(Date.now() + 3_600_000).toISOString(),
            state: 'ongoing',
          },
        }),
      },
    });
    renderWithPlatform(<TimeDeal goods={goodsDetailFixture({ id: 21, base_discounted_price: 59_900 })} />, { platform, route: '/goods/detail/21' });
    expect(await screen.findByText('타임딜 진행 중')).toBeTruthy();
    expect(screen.getByText('39,900원')).toBeTruthy();
  });

  it('the paid feature time_deal switched off hides it and asks nothing', async () => {
    const platform = createFakePlatform({ settings: shopSettingsFixture(['time_deal']), routes: {} });
    renderWithPlatform(<TimeDeal goods={goodsDetailFixture({ id: 33 })} />, { platform, route: '/goods/detail/33' });
    await new Promise((r) => setTimeout(r, 50));
    expect(platform.requests).toEqual([]);
    expect(screen.queryByRole('region', { name: '타임딜' })).toBeNull();
  });

  it('shows nothing for a goods without a time deal', async () => {
    const platform = createFakePlatform({ settings: shopSettingsFixture(), routes: { [`GET ${goodsTimeAttackPath(7)}`]: ok({ time_attack: null }) } });
    renderWithPlatform(<TimeDeal goods={goodsDetailFixture({ id: 7 })} />, { platform, route: '/goods/detail/7' });
    await waitFor(() => expect(platform.requests).toHaveLength(1));
    expect(screen.queryByRole('region', { name: '타임딜' })).toBeNull();
  });
});
