import { describe, expect, it } from 'vitest';
import {
  EXPERIENCE_GROUP_MESSAGES,
  experienceApplicationRefusal,
  experienceGroupStage,
  experienceReviewRefusal,
  planError,
  selectionOrder,
  type ExperienceApplicationAttempt,
} from '../experience-group';
import { drawOrder } from '../raffle';

const PLAN = '출근길에 매일 입어 보고 사이즈와 보온성을 자세히 남기겠습니다.';
const ok: ExperienceApplicationAttempt = { loggedIn: true, stage: 'recruiting', alreadyApplied: false, optionId: 12, optionIds: [11, 12], plan: PLAN };
const clock = {
  start_at: '2026-11-01T00:00:00Z',
  end_at: '2026-11-10T00:00:00Z',
  announce_at: '2026-11-12T00:00:00Z',
  review_end_at: '2026-11-30T00:00:00Z',
};

describe('experience group stages', () => {
  it('moves upcoming → recruiting → selecting → announced → ended at each boundary', () => {
    const at = (iso: string) => experienceGroupStage(clock, Date.parse(iso));
    expect(at('2026-10-31T23:59:59Z')).toBe('upcoming');
    expect(at('2026-11-01T00:00:00Z')).toBe('recruiting');
    expect(at('2026-11-10T00:00:00Z')).toBe('selecting');
    expect(at('2026-11-12T00:00:00Z')).toBe('announced');
    expect(at('2026-11-30T00:00:00Z')).toBe('ended');
  });
});

describe('experience group application rules', () => {
  it('lets a member apply once while recruiting with an option and a plan of 20–300 characters', () => {
    expect(experienceApplicationRefusal(ok)).toBeNull();
  });

  it('refuses, first reason first: login, the period, a second application, the option, the plan', () => {
    expect(experienceApplicationRefusal({ ...ok, loggedIn: false, stage: 'ended' })).toBe('loginRequired');
    expect(experienceApplicationRefusal({ ...ok, stage: 'upcoming' })).toBe('upcoming');
    expect(experienceApplicationRefusal({ ...ok, stage: 'selecting', alreadyApplied: true })).toBe('closed');
    expect(experienceApplicationRefusal({ ...ok, stage: 'announced' })).toBe('closed');
    expect(experienceApplicationRefusal({ ...ok, alreadyApplied: true, optionId: null })).toBe('alreadyApplied');
    expect(experienceApplicationRefusal({ ...ok, optionId: null, plan: '' })).toBe('optionRequired');
    expect(experienceApplicationRefusal({ ...ok, optionId: 99 })).toBe('optionInvalid');
    expect(experienceApplicationRefusal({ ...ok, plan: '   ' })).toBe('planRequired');
  });

  it('counts the plan without the spaces at both ends', () => {
    expect(planError(`  ${'가'.repeat(19)}  `)).toBe('planTooShort');
    expect(planError('가'.repeat(20))).toBeNull();
    expect(planError('가'.repeat(300))).toBeNull();
    expect(planError('가'.repeat(301))).toBe('planTooLong');
    for (const reason of ['planRequired', 'planTooShort', 'planTooLong', 'closed', 'alreadyApplied'] as const) {
      expect(EXPERIENCE_GROUP_MESSAGES[reason]).toMatch(/[가-힣]/);
    }
  });
});

describe('experience reviews and the selection rule', () => {
  it('only a selected member writes, once, during the review period', () => {
    const base = { loggedIn: true, stage: 'announced' as const, selected: true, written: false };
    expect(experienceReviewRefusal(base)).toBeNull();
    expect(experienceReviewRefusal({ ...base, loggedIn: false })).toBe('loginRequired');
    expect(experienceReviewRefusal({ ...base, selected: false })).toBe('reviewNotSelected');
    expect(experienceReviewRefusal({ ...base, stage: 'ended' })).toBe('reviewNotOpen');
    expect(experienceReviewRefusal({ ...base, written: true })).toBe('reviewAlreadyWritten');
  });

  it('selects by the published raffle shuffle, at most the recruit count, whatever order the applications came in', () => {
    const ids = [4, 9, 15, 16, 23, 42];
    expect(selectionOrder(5, ids, 3)).toEqual(drawOrder(5, ids, 3));
    expect(selectionOrder(5, [...ids].reverse(), 3)).toEqual(selectionOrder(5, ids, 3));
    expect(selectionOrder(5, ids, 10)).toHaveLength(6);
  });
});
