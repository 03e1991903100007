import { describe, expect, it } from 'vitest';
import { PAID_FEATURES, isFeatureOn, withFeaturesOn, type PaidFeature, type ShopSettings } from '..';
import { SPEC_FEATURE_PATHS as FEATURE_ROUTES, specFeatureOf as featureOfPath } from '../spec-samples';

const switches = (off: PaidFeature[] = []) => ({ features: Object.fromEntries(PAID_FEATURES.map((f) => [f, !off.includes(f)])) as ShopSettings['features'] });

// The spec's QA list of which paths each paid feature owns; the remotes declare the same per route (a test checks).
describe('specFeatureOf: the route → paid feature map of the spec', () => {
  it.each([
    ['/ranking', 'ranking'],
    ['/ranking/brand', 'ranking'],
    ['/cody-shot', 'cody_shot'],
    ['/cody-shot/detail/3', 'cody_shot'],
    ['/showcase', 'showcase'],
    ['/showcase/2', 'showcase'],
    ['/showcase/detail/9', 'showcase'],
    ['/raffle', 'raffle'],
    ['/raffle/end', 'raffle'],
    ['/raffle/detail/1', 'raffle'],
    ['/mypage/raffle', 'raffle'],
    ['/joint-purchase', 'joint_purchase'],
    ['/joint-purchase/detail/4', 'joint_purchase'],
    ['/special-event/detail/5', 'special_event'],
    ['/experience-group', 'experience_review'],
    ['/experience-group/create', 'experience_review'],
    ['/cs-center/info/reward', 'reward'],
    ['/join/sns-policy', 'social_login'],
    // links: query, hash and a trailing slash do not change the page
    ['/raffle?tab=end', 'raffle'],
    ['/ranking/#top', 'ranking'],
    ['/showcase/', 'showcase'],
    // not a feature page
    ['/', null],
    ['/rankings', null],
    ['/raffles/1', null],
    ['/mypage', null],
    ['/mypage/order', null],
    ['/cs-center/info/delivery', null],
    ['/join/info', null],
    ['/goods/detail/1', null],
    ['/best', null],
    // leaving the site is never a feature page
    ['https://example.com/raffle', null],
    ['//example.com/raffle', null],
    ['raffle', null],
  ])('%s → %s', (path, feature) => {
    expect(featureOfPath(path)).toBe(feature);
  });

  it('names only paid features, each path once', () => {
    expect(Object.keys(FEATURE_ROUTES).sort()).toEqual([...PAID_FEATURES].sort());
    const all = Object.values(FEATURE_ROUTES).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const path of all) expect(featureOfPath(path)).not.toBeNull();
  });
});

describe('isFeatureOn', () => {
  it.each([
    ['no feature, no settings', null, undefined, true],
    ['no feature, settings on', switches(), null, true],
    ['feature, settings unknown (hidden until known)', null, 'raffle', false],
    ['feature on', switches(), 'raffle', true],
    ['feature off', switches(['raffle']), 'raffle', false],
    ['another feature off', switches(['ranking']), 'raffle', true],
  ] as const)('%s', (_label, settings, feature, expected) => {
    expect(isFeatureOn(settings, feature)).toBe(expected);
  });

  it('filters menu items by their optional feature', () => {
    const items = [
      { label: '홈' },
      { label: '랭킹', feature: 'ranking' as const },
      { label: '래플', feature: 'raffle' as const },
      { label: '베스트', feature: null },
    ];
    expect(withFeaturesOn(switches(['raffle']), items).map((i) => i.label)).toEqual(['홈', '랭킹', '베스트']);
    expect(withFeaturesOn(null, items).map((i) => i.label)).toEqual(['홈', '베스트']);
  });
});
