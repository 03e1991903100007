import type { ReactElement, Ref } from 'react';
import type { ParcelConfig } from 'single-spa';
import type { Platform, RemoteName } from '@mall/shared-contracts';

/**
 * A remote's server-rendered part of this page (docs/adr/0027), as its RemoteParcel uses it: `hold`
 * keeps the server's HTML on screen while the remote loads; `props` go to the parcel: `ref` moves the
 * HTML into the parcel's wrapper (and seeds the remote's queries) before it mounts, `config` is the
 * remote's lifecycles hydrating that HTML.
 */
export interface ServerPart {
  hold: ReactElement;
  props: { ref: Ref<never>; config: ParcelConfig };
}

type Claim = (remote: RemoteName, platform: Platform) => ServerPart | null;

// Set by the lazy ./adopt module on a page the server rendered; the SPA's first page carries none of it.
let claim: Claim | null = null;

export function setServerRender(next: Claim): void {
  claim = next;
}

/** The server's render of `remote` for this page, once; null on pages the browser renders alone. */
export const serverPartFor: Claim = (remote, platform) => claim?.(remote, platform) ?? null;
