import { PORTAL_CONVERSION_TYPE } from '@mall/shared-contracts';
import type { TrackerFactory } from '../types';

interface Wcs {
  inflow(domain?: string): void;
  cnv(type: string, value: string): unknown;
}
type WcsDo = (nasa?: { cnv?: unknown }) => void;

/**
 * The search portal's common analytics script (wcslog.js): `wcs_do()` logs a page view; a
 * conversion is `wcs_do({ cnv: wcs.cnv(type, value) })`, type 1 on purchase with the payment price
 * and type 2 on registration. The common script has no event for goods, cart or search views.
 */
export const createPortalAnalytics: TrackerFactory = (accountId, win) => {
  const wcs = () => win.wcs as Wcs;
  const wcsDo: WcsDo = (nasa) => (win.wcs_do as WcsDo)(nasa);
  return {
    name: 'portalAnalytics',
    scriptUrl: 'https://wcs.naver.net/wcslog.js',
    prepare() {
      const add = (win.wcs_add ??= {}) as Record<string, string>;
      add.wa = accountId;
    },
    isReady: () => typeof (win.wcs as Wcs | undefined)?.cnv === 'function' && typeof win.wcs_do === 'function',
    start: () => wcs().inflow(win.location.hostname),
    handlers: {
      'track.pageView': () => wcsDo({}),
      'track.goodsView': null,
      'track.addToCart': null,
      'track.search': null,
      'track.cartView': null,
      'track.purchase': ({ paymentPrice }) => wcsDo({ cnv: wcs().cnv(PORTAL_CONVERSION_TYPE.purchase, String(paymentPrice)) }),
      'track.registrationComplete': () => wcsDo({ cnv: wcs().cnv(PORTAL_CONVERSION_TYPE.registration, '1') }),
    },
  };
};
