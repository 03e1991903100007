/** Types for tools/openapi-compat.mjs (mall-api's release script and test import it). */
export interface BreakingChange {
  kind:
    | 'path-removed'
    | 'operation-removed'
    | 'response-removed'
    | 'response-field-removed'
    | 'response-field-optional'
    | 'response-type-widened'
    | 'response-enum-widened'
    | 'request-field-required'
    | 'request-type-narrowed'
    | 'request-enum-narrowed';
  where: string;
  message: string;
}
type Doc = Record<string, unknown>;
export function breakingChanges(released: Doc, current: Doc): BreakingChange[];
export function compatibilityVerdict(released: Doc, current: Doc): { ok: boolean; changes: BreakingChange[]; reason: string };
export function compactForRelease(doc: Doc): Doc & { info: { version: string } };
export function serializeRelease(compact: Doc): string;
