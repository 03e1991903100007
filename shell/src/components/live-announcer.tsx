import { useStore } from 'zustand';
import { announcerStore } from '../platform/announcer';

/**
 * The shell's live regions (polite news, assertive alerts, the loading bar's progress), in a layer of their own that modals and
 * alerts never make inert (an inert region is not spoken). Present from the first paint: a region
 * inserted together with its text is not announced.
 */
export function LiveAnnouncer() {
  const { polite, assertive, progress } = useStore(announcerStore);
  return (
    <div className="ui-visually-hidden" data-layer="announcer">
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="live-polite">
        {polite}
      </div>
      <div aria-live="assertive" aria-atomic="true" data-testid="live-assertive">
        {assertive}
      </div>
      <div aria-live="polite" aria-atomic="true" data-testid="live-progress">
        {progress}
      </div>
    </div>
  );
}
