/** vitest setupFiles for the jsdom projects: unmount what each test rendered. */
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default: role queries over a whole page take longer than that on
// a busy 2-core machine (a cs-center page test failed so), though the page was right. 5 s only waits
// longer for what does come; a page that never shows the text still fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});

// jsdom has no PointerEvent: a MouseEvent with the pointer fields lets widget tests fire pointer gestures.
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}
