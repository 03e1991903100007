import { describe, expect, it } from 'vitest';
import { isJointPurchaseSort, jointPurchaseOutcome, jointPurchaseProgress } from '../events';

describe('joint purchase rules', () => {
  it('is upcoming before it opens, whatever was joined', () => {
    expect(jointPurchaseOutcome('upcoming', 0, 10)).toBe('upcoming');
  });

  it('recruits while short of the target, reaches it at the target (also once ended), fails when it ends short', () => {
    expect(jointPurchaseOutcome('ongoing', 9, 10)).toBe('recruiting');
    expect(jointPurchaseOutcome('ongoing', 10, 10)).toBe('reached');
    expect(jointPurchaseOutcome('ongoing', 12, 10)).toBe('reached');
    expect(jointPurchaseOutcome('ended', 10, 10)).toBe('reached');
    expect(jointPurchaseOutcome('ended', 9, 10)).toBe('failed');
    expect(jointPurchaseOutcome('ended', 0, 10)).toBe('failed');
  });

  it('rounds progress down to whole percent and caps it at 100', () => {
    expect(jointPurchaseProgress(17, 30)).toBe(56);
    expect(jointPurchaseProgress(29, 30)).toBe(96);
    expect(jointPurchaseProgress(30, 30)).toBe(100);
    expect(jointPurchaseProgress(44, 30)).toBe(100);
    expect(jointPurchaseProgress(0, 30)).toBe(0);
  });

  it('knows its orders', () => {
    expect(['popular', 'deadline', 'latest'].every(isJointPurchaseSort)).toBe(true);
    expect(isJointPurchaseSort('cheapest')).toBe(false);
    expect(isJointPurchaseSort(undefined)).toBe(false);
  });
});
