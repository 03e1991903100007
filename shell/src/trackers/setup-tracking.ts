import { MARKETING_COLLECTION, TRACKER_NAMES, type Platform, type RuntimeConfig } from '@mall/shared-contracts';
import { afterNextPaint } from '../platform/next-paint';
import { reportMarketingError } from './marketing-error';
import { emitPageViews } from './page-views';
import { createTrackRecorder } from './track-recorder';

export interface TrackingContext {
  /** A real browser page (never a server render or a worker). */
  browser: boolean;
  /** Spec section 9: the marketing collection flag. */
  marketingCollection: boolean;
}

const defaultContext = (): TrackingContext => ({
  browser: typeof window !== 'undefined' && typeof document !== 'undefined',
  marketingCollection: MARKETING_COLLECTION,
});

/** Trackers run only in the production browser context, with collection on and an account to send to. */
export function shouldLoadTrackers(config: RuntimeConfig, context: TrackingContext): boolean {
  return context.browser && context.marketingCollection && config.environment === 'production' && TRACKER_NAMES.some((n) => config.trackers[n]);
}

/** After the first paint: the load event, then the next frame. */
function afterFirstPaint(run: () => void) {
  const next = () => void afterNextPaint(run);
  if (document.readyState === 'complete') next();
  else window.addEventListener('load', next, { once: true });
}

/**
 * Page views go on the bus in every environment (they are facts like any other). In production the
 * tracker chunk is imported after first paint; a recorder started now hands it what it missed.
 */
export function setUpTracking(platform: Pick<Platform, 'config' | 'bus' | 'history'>, context: TrackingContext = defaultContext()): void {
  const { config, bus, history } = platform;
  const recorder = shouldLoadTrackers(config, context) ? createTrackRecorder(bus) : null;
  emitPageViews(history, bus);
  if (!recorder) return;
  afterFirstPaint(() => {
    import('./start-trackers').then(
      ({ startTrackers }) => startTrackers({ accounts: config.trackers, recorder }),
      (error: unknown) => reportMarketingError('trackers', error),
    );
  });
}
