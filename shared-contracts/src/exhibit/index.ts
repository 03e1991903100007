/**
 * `@mall/shared-contracts/exhibit`: the exhibit squad's endpoints, zod schemas, types, Korean copy and rules
 * (docs/adr/0011). A subpath of its own, not part of the federated singleton: only the remotes that
 * import it carry it. Add a module beside this file and export it here.
 */
export * from './period';
export * from './kinds';
export * from './lego';
export * from './events';
export * from './raffle';
export * from './special-event';
export * from './experience-group';
export * from './live';
