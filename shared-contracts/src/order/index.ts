/**
 * `@mall/shared-contracts/order`: the order squad's endpoints, zod schemas, types, Korean copy and rules
 * (docs/adr/0011). A subpath of its own, not part of the federated singleton: only the remotes that
 * import it carry it. Add a module beside this file and export it here.
 */
export * from './status';
export * from './api';
export * from './checkout';
export * from './my-orders';
export * from './refunds';
export * from './claims';
export * from './coupons';
export * from './guest';
export * from './complaints';
export * from './complaint-pages';
export * from './time-deal';
export * from './my-pay';
