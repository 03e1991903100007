import type { TrackerName } from '@mall/shared-contracts';
import type { TrackerFactory } from '../types';
import { createAdRetargeting } from './ad-retargeting';
import { createAdService } from './ad-service';
import { createLogAnalytics } from './log-analytics';
import { createMessengerPixel } from './messenger-pixel';
import { createPortalAnalytics } from './portal-analytics';
import { createSiteVisitCounter } from './site-visit-counter';
import { createTagManager } from './tag-manager';

/** The seven trackers of spec section 7, by their key in the runtime config's `trackers`. */
export const TRACKER_FACTORIES: Record<TrackerName, TrackerFactory> = {
  messengerPixel: createMessengerPixel,
  portalAnalytics: createPortalAnalytics,
  adRetargeting: createAdRetargeting,
  logAnalytics: createLogAnalytics,
  siteVisitCounter: createSiteVisitCounter,
  tagManager: createTagManager,
  adService: createAdService,
};
