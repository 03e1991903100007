import { detectAppWebView, NativeBridgeError, type NativeApi } from '@mall/shared-contracts';
import { findTransport, type NativeWindow } from './transport';

/**
 * platform.native: detection is synchronous and tiny; the bridge (correlation, timeouts, reply
 * validation) is a lazy chunk loaded on the first call, so browsers never download it.
 */
export function createNativeApi(win: Window = window): NativeApi {
  const nativeWindow = win as unknown as NativeWindow;
  const environment = detectAppWebView(win.navigator.userAgent);
  const isAvailable = () => environment !== null && findTransport(nativeWindow) !== null;
  return {
    environment,
    isAvailable,
    call(type, ...payload) {
      if (!isAvailable()) return Promise.reject(new NativeBridgeError('NOT_AVAILABLE'));
      return import('./native-bridge').then(({ sharedBridge }) => sharedBridge(nativeWindow).call(type, payload[0]));
    },
  };
}
