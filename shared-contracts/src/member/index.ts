/**
 * `@mall/shared-contracts/member`: the member squad's rules and copy (spec sections 4–5). A subpath
 * of its own, not part of the shared singleton, so only the pages that use it carry it (ADR 0009).
 */
export * from './password';
export * from './forms';
export * from './find-password';
export * from './wish';
export * from './benefit';
export * from './review';
export * from './inquiry';
export * from './social';
export * from './social-schemas';
export * from './personalization';
