import * as React from 'react';
import { useLayoutEffect, useRef, type ComponentType, type FunctionComponent } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import type { ParcelConfigObject } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { queryClientFor } from '@mall/shared-ui';
import type { Platform, RemoteMountProps, RemoteName } from '@mall/shared-contracts';
import { setServerRender, type ServerPart } from './server-slot';

interface ServerRenderData {
  remote: RemoteName;
  /** The page it was rendered for (pathname and search). */
  path: string;
  state: DehydratedState;
}

/**
 * Keeps hold of the server's render (tools/storefront-render.mjs) before the shell's first render
 * replaces what `#root` holds: the remote's RemoteParcel puts it back in that same commit (no flash) and
 * hands it to the parcel, which hydrates it from the server's data (docs/adr/0027). The server renders
 * as a visitor, so a shopper with a session gets the page drawn afresh; a later mount (after
 * navigating) renders in the browser.
 */
export function takeServerRender(doc: Document = document): void {
  const script = doc.getElementById('mall-server-render');
  const element = doc.querySelector<HTMLElement>('[data-server-render]');
  script?.remove();
  if (!script || !element) return;
  let data: ServerRenderData | null;
  try {
    data = JSON.parse(script.textContent ?? '') as ServerRenderData;
  } catch {
    return;
  }
  // What became of the server's render, on <html data-hydration>: pending, then hydrated, drawn afresh
  // (another page or a session) or failed. Tests wait for it to settle before they tap (docs/adr/0027).
  const settle = (how: 'hydrated' | 'afresh' | 'failed') => (doc.documentElement.dataset.hydration = how);
  doc.documentElement.dataset.hydration = 'pending';
  setServerRender((remote, platform) => {
    if (!data || data.remote !== remote) return null;
    const found = data;
    data = null;
    const { pathname, search } = platform.history.location;
    if (found.path === `${pathname}${search}` && platform.session.get().status === 'visitor') return serverPart(found, element, platform, settle);
    settle('afresh');
    return null;
  });
}

function serverPart(data: ServerRenderData, element: HTMLElement, platform: Platform, settle: (how: 'hydrated' | 'afresh' | 'failed') => void): ServerPart {
  function Hold() {
    const holder = useRef<HTMLDivElement>(null);
    useLayoutEffect(() => void holder.current?.appendChild(element), []);
    return <div ref={holder} style={{ display: 'contents' }} />;
  }
  // The parcel's ref is set in the commit that adds it, after it created its wrapper and before single-spa
  // mounts into it (a later microtask): the wrapper takes the server's nodes and the queries their data.
  const adopt = (parcel: { el?: HTMLElement } | null) => {
    const wrapper = parcel?.el;
    if (!wrapper || !element.parentNode) return;
    hydrate(queryClientFor(data.remote), data.state);
    while (element.firstChild) wrapper.appendChild(element.firstChild);
    element.remove();
  };
  // The remote's lifecycles (already loaded: the parcel renders once they are), hydrating its tree (`Root`,
  // shared-ui createRemoteApp) into the server's HTML; a remote built before server renders renders afresh.
  type Lifecycle = (props: unknown) => Promise<unknown>;
  type Lifecycles = Record<'bootstrap' | 'mount' | 'unmount', Lifecycle> & { update?: Lifecycle };
  let lifecycles: Lifecycles | undefined;
  let remoteHasRoot = false;
  const config: ParcelConfigObject = {
    // The server rendered with the shop settings: hydration waits for them too, so both draw the same links.
    bootstrap: (props) =>
      Promise.all([
        platform.loadRemote<Lifecycles & { Root?: ComponentType<RemoteMountProps> }>(`${data.remote}/app`),
        platform.settings.get().catch(() => null),
      ])
        .then(([remote]) => {
          remoteHasRoot = Boolean(remote.Root);
          lifecycles = remote.Root
            ? (singleSpaReact<RemoteMountProps>({
                React,
                ReactDOMClient,
                renderType: 'hydrateRoot',
                rootComponent: remote.Root as FunctionComponent<RemoteMountProps>,
                errorBoundary: () => <p role="alert">일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.</p>,
              }) as Lifecycles)
            : remote;
          return lifecycles.bootstrap(props);
        })
        .catch((error: unknown) => {
          settle('failed');
          throw error;
        }),
    mount: (props) =>
      lifecycles!.mount(props).then(
        (result) => (settle(remoteHasRoot ? 'hydrated' : 'afresh'), result),
        (error: unknown) => {
          settle('failed');
          throw error;
        },
      ),
    unmount: (props) => lifecycles!.unmount(props),
    update: (props) => lifecycles!.update?.(props) ?? Promise.resolve(),
  };
  return { hold: <Hold />, props: { ref: adopt as never, config } };
}

// Imported by bootstrap.tsx on a page the server rendered, before the shell's first render.
takeServerRender();
