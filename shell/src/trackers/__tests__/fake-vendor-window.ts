import type { TrackEventName } from '@mall/shared-contracts';
import type { TrackerAdapter, VendorWindow } from '../types';
import { SAMPLE } from './sample-events';

/** A window with only what adapters read besides vendor globals (mobile layout unless told). */
export function fakeWindow(desktop = false): VendorWindow {
  return { location: { hostname: 'mall.example' }, matchMedia: () => ({ matches: desktop }) } as unknown as VendorWindow;
}

/** Hands the sample payload of `name` to the adapter; false when the adapter has no call for it. */
export function dispatch(adapter: TrackerAdapter, name: TrackEventName): boolean {
  const handle = adapter.handlers[name] as ((p: unknown) => void) | null;
  if (!handle) return false;
  handle(SAMPLE[name]);
  return true;
}

/** A vendor object whose every method records its name and arguments. */
export function recordingObject(calls: unknown[][], prefix: unknown[] = []): Record<string, (...args: unknown[]) => void> {
  return new Proxy(
    {},
    {
      get:
        (_, method) =>
        (...args: unknown[]) =>
          calls.push([...prefix, method, ...args]),
    },
  );
}
