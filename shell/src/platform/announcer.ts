import { createStore } from 'zustand/vanilla';

/**
 * The shell's live regions (components/live-announcer.tsx): screen readers speak a region's text
 * when it changes. `polite` waits for a pause (cart count and other news), `assertive` interrupts
 * (alerts), `progress` is the loading bar's own polite region, so a load that starts right after
 * a message does not wipe the message out.
 */
export type Channel = 'polite' | 'assertive' | 'progress';

export const announcerStore = createStore<Record<Channel, string>>(() => ({ polite: '', assertive: '', progress: '' }));

/**
 * Says `message` through a live region. The same words twice in a row would be no change, so the
 * repeat carries an invisible no-break space and is spoken again.
 */
export function announce(message: string, channel: Channel = 'polite'): void {
  announcerStore.setState((s) => ({ [channel]: s[channel] === message ? `${message}\u00a0` : message }) as Partial<Record<Channel, string>>);
}

/** Empties a region, but only if it still says `message` (a later announcement stays). */
export function clearAnnouncement(message: string, channel: Channel = 'polite'): void {
  announcerStore.setState((s) => (s[channel].trimEnd() === message ? { [channel]: '' } : {}) as Partial<Record<Channel, string>>);
}
