import { TRACKER_NAMES, type RuntimeConfig, type TrackerName } from '@mall/shared-contracts';
import { TRACKER_FACTORIES } from './adapters';
import { loadScript, waitForGlobal, type WaitOptions } from './lazy-script';
import { reportMarketingError } from './marketing-error';
import type { TrackRecorder } from './track-recorder';
import type { TrackerFactory, VendorWindow } from './types';

export interface StartTrackersOptions {
  accounts: RuntimeConfig['trackers'];
  recorder: TrackRecorder;
  win?: VendorWindow;
  doc?: Document;
  factories?: Record<TrackerName, TrackerFactory>;
  wait?: WaitOptions;
}

/**
 * The lazy tracker chunk. Each configured tracker starts on its own: snippet globals, vendor script,
 * wait for the vendor global, then every fact (recorded since start-up) mapped to vendor calls.
 * Whatever fails — script, global, an adapter throwing — is a marketing error for that tracker only.
 */
export async function startTrackers({
  accounts,
  recorder,
  win = window as unknown as VendorWindow,
  doc = document,
  factories = TRACKER_FACTORIES,
  wait,
}: StartTrackersOptions): Promise<TrackerName[]> {
  const started: TrackerName[] = [];
  const startOne = async (name: TrackerName, accountId: string) => {
    const adapter = factories[name](accountId, win);
    adapter.prepare?.();
    await loadScript(adapter.scriptUrl, doc);
    await waitForGlobal(adapter.isReady, wait);
    adapter.start?.();
    recorder.subscribe((event, payload) => {
      const handle = adapter.handlers[event] as ((p: typeof payload) => void) | null;
      if (!handle) return;
      try {
        handle(payload);
      } catch (error) {
        reportMarketingError(name, error, event);
      }
    });
    started.push(name);
  };
  const configured = TRACKER_NAMES.filter((name) => accounts[name]);
  await Promise.all(configured.map((name) => startOne(name, accounts[name]!).catch((error: unknown) => reportMarketingError(name, error))));
  recorder.release();
  return started;
}
