import type { PaidFeature, ShopSettings } from '../types';

/*
 * Which pages belong to which paid feature is declared by the remote that renders them (`feature` on
 * a route of its `src/declaration.ts`, docs/adr/0017); the shell's route guard and link gate read it
 * from the runtime config's `declarations`. Features without their own pages (time deal,
 * personalization, review template, in-house pay) hide their sections through the same switch.
 */

type FeatureSwitches = Pick<ShopSettings, 'features'> | null | undefined;

/**
 * Whether something behind `feature` may be shown. No feature: always. Settings not known yet
 * (loading or failed): hidden, so a switched-off feature never flashes into view.
 */
export function isFeatureOn(settings: FeatureSwitches, feature: PaidFeature | null | undefined): boolean {
  if (!feature) return true;
  return settings?.features[feature] === true;
}

/** Menu items (the sidebar, the mypage menu…) whose optional `feature` is on. */
export function withFeaturesOn<T extends { feature?: PaidFeature | null }>(settings: FeatureSwitches, items: readonly T[]): T[] {
  return items.filter((item) => isFeatureOn(settings, item.feature));
}
