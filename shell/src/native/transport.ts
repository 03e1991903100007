import { NATIVE_BRIDGE } from '@mall/shared-contracts';

/** The window as our apps extend it: Android's JavascriptInterface, iOS's WKScriptMessageHandler, the reply callback. */
export interface NativeWindow {
  [NATIVE_BRIDGE.androidInterface]?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> };
  [NATIVE_BRIDGE.replyCallback]?: (reply: unknown) => void;
}

/** How to hand one JSON message to the app on this window, or null when no app bridge is present. */
export function findTransport(win: NativeWindow): ((message: string) => void) | null {
  const android = win[NATIVE_BRIDGE.androidInterface];
  if (android && typeof android.postMessage === 'function') return (message) => android.postMessage(message);
  const ios = win.webkit?.messageHandlers?.[NATIVE_BRIDGE.iosHandler];
  if (ios && typeof ios.postMessage === 'function') return (message) => ios.postMessage(message);
  return null;
}
