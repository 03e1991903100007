import type { PaidFeature, ShopSettings } from '../types';

/**
 * Which storefront paths each paid feature owns: the one place that says so (shell route guard,
 * links in the remotes, the sidebar). A pattern `/raffle` covers `/raffle` and everything below it
 * (`/raffle/detail/3`), never a sibling such as `/raffles`. Features without their own pages
 * (time deal, review template) own no path: the screens that show them hide their sections
 * through the same switch.
 */
export const FEATURE_ROUTES: Readonly<Record<PaidFeature, readonly string[]>> = {
  reward: ['/cs-center/info/reward'],
  personalization: ['/mypage/personalization'],
  review_template: [],
  ranking: ['/ranking'],
  time_deal: [],
  cody_shot: ['/cody-shot'],
  showcase: ['/showcase'],
  raffle: ['/raffle', '/mypage/raffle'],
  joint_purchase: ['/joint-purchase'],
  special_event: ['/special-event'],
  experience_review: ['/experience-group'],
  social_login: ['/join/sns-policy', '/join/sns-duplicated'],
  my_pay: ['/mypage/my-pay'],
};

const ENTRIES = Object.entries(FEATURE_ROUTES) as [PaidFeature, readonly string[]][];

/** The pathname of a link (`/raffle?tab=end#x` → `/raffle`); null for links that leave the site. */
function pathnameOf(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The paid feature a path (or a same-site link) belongs to, or null. */
export function featureOfPath(href: string): PaidFeature | null {
  const path = pathnameOf(href);
  if (!path) return null;
  for (const [feature, prefixes] of ENTRIES) {
    if (prefixes.some((p) => path === p || path.startsWith(`${p}/`))) return feature;
  }
  return null;
}

type FeatureSwitches = Pick<ShopSettings, 'features'> | null | undefined;

/**
 * Whether something behind `feature` may be shown. No feature: always. Settings not known yet
 * (loading or failed): hidden, so a switched-off feature never flashes into view.
 */
export function isFeatureOn(settings: FeatureSwitches, feature: PaidFeature | null | undefined): boolean {
  if (!feature) return true;
  return settings?.features[feature] === true;
}

/** Whether a link (path, query, hash) leads to a page that is switched on. */
export function isPathOn(settings: FeatureSwitches, href: string): boolean {
  return isFeatureOn(settings, featureOfPath(href));
}

/** Menu items (the sidebar, the mypage menu…) whose optional `feature` is on. */
export function withFeaturesOn<T extends { feature?: PaidFeature | null }>(settings: FeatureSwitches, items: readonly T[]): T[] {
  return items.filter((item) => isFeatureOn(settings, item.feature));
}
