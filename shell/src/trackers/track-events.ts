import type { TrackEventName } from '@mall/shared-contracts';

/**
 * The tracking facts of spec section 7 by name. The shell needs them at run time (the bus is keyed
 * by name) without bundling the zod event schemas; a unit test keeps this list equal to the contract.
 */
export const TRACK_EVENT_NAMES = [
  'track.pageView',
  'track.goodsView',
  'track.addToCart',
  'track.search',
  'track.cartView',
  'track.purchase',
  'track.registrationComplete',
] as const satisfies readonly TrackEventName[];
