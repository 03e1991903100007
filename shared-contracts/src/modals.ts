/**
 * A modal's name, also the URL hash that opens it: `#size-guide?goods_id=1`. Which remote owns which
 * modal is declared by the remotes themselves (their `src/declaration.ts`, recorded in the runtime
 * config's `declarations`, docs/adr/0017); a name nobody declares opens nothing.
 */
export type ModalName = string;
/** Modal parameters travel in the hash, so they are strings. */
export type ModalParams = Readonly<Record<string, string>>;

export interface ModalRequest {
  name: ModalName;
  params: ModalParams;
}

const MODAL_NAME = /^[a-z][a-z0-9-]*$/;

/** A hash word that can be a modal name (lower-case words joined by `-`). */
export const isModalNameSyntax = (value: string): boolean => MODAL_NAME.test(value);

/** `company-info` or `size-guide?goods_id=1`, with a leading `#` or without. */
export function formatModalHash(name: ModalName, params: ModalParams = {}): string {
  const query = new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))).toString();
  return `#${name}${query ? `?${query}` : ''}`;
}

/**
 * The modal a URL hash asks for, or null when the hash names no modal. `isModal` says which names are
 * modals (the shell: the declared ones); by default any name of the modal-name syntax.
 */
export function parseModalHash(hash: string, isModal: (name: string) => boolean = isModalNameSyntax): ModalRequest | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  const at = raw.indexOf('?');
  let name: string;
  try {
    name = decodeURIComponent(at < 0 ? raw : raw.slice(0, at));
  } catch {
    return null;
  }
  if (!isModalNameSyntax(name) || !isModal(name)) return null;
  const params: Record<string, string> = {};
  if (at >= 0) for (const [k, v] of new URLSearchParams(raw.slice(at + 1))) params[k] = v;
  return { name, params };
}

/** Two hashes ask for the same modal when name and params match, whatever the parameter order. */
export function sameModalHash(a: string, b: string): boolean {
  const x = parseModalHash(a);
  const y = parseModalHash(b);
  return !!x && !!y && formatModalHash(x.name, x.params) === formatModalHash(y.name, y.params);
}
