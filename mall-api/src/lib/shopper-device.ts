import type { IncomingHttpHeaders } from 'node:http';
import { detectAppWebView, HEADERS } from '@mall/shared-contracts';
import type { CouponDevice } from '@mall/shared-contracts/order';

/**
 * Where the shopper is, for rules that differ by device (a coupon's usableDevices): our app's WebView
 * by its user-agent marker (the apps' requests carry it), else the storefront's `user-device-type`
 * header (pc or mobile); a request that says neither counts as mobile web, the storefront's default.
 */
export function shopperDevice(headers: IncomingHttpHeaders): CouponDevice {
  if (detectAppWebView(headers['user-agent'])) return 'app';
  return headers[HEADERS.deviceType] === 'pc' ? 'pc' : 'mobile';
}
