/**
 * `@mall/shared-contracts/catalog`: the catalog squad's endpoints, zod schemas, types, Korean copy and rules
 * (docs/adr/0011). A subpath of its own, not part of the federated singleton: only the remotes that
 * import it carry it. Add a module beside this file and export it here.
 */
export * from './search';
export * from './hangul-match';
export * from './search-ready';
export * from './listing';
export * from './recent-views';
export * from './qna';
export * from './ranking';
export * from './coupons';
export * from './giveaways';
export * from './reviews';
export * from './goods-state';
