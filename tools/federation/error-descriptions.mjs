/**
 * Stands in for `@module-federation/error-codes/dist/desc.mjs` in every browser build
 * (tools/rspack-preset.mjs): the federation runtime's English explanation of each error code, about
 * 0.5 KB gzip in the shell and again in each remote entry, all of it on the first page. Errors keep
 * their code (`#RUNTIME-008`), their arguments, the original message and the link to the code's page
 * in the federation docs, which is where the explanation lives (docs/adr/0023).
 */
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
