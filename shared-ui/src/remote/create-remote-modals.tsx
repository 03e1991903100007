import { Component, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ModalName, RemoteModalProps } from '@mall/shared-contracts';
import { RemoteProviders } from './remote-providers';
import { Loading } from '../widgets/status-panel';

/** What a remote's modal component receives; the platform comes from usePlatform() as on pages. */
export type ModalComponentProps = Pick<RemoteModalProps, 'params' | 'titleId' | 'close'>;

/** A remote's `src/modals.ts`: popup name → lazy modal component. */
export type RemoteModalMap = Partial<Record<ModalName, ComponentType<ModalComponentProps>>>;

/** Any error inside the modal (its chunk failed to load, it threw while rendering) is a failed frame. */
class FailToShell extends Component<{ fail: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    this.props.fail(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function UnknownModal({ remote, modal, fail }: { remote: string; modal: string; fail: (error: unknown) => void }) {
  useEffect(() => fail(new Error(`${remote}: 알 수 없는 모달 "${modal}"`)), [remote, modal, fail]);
  return null;
}

/**
 * Turns a remote's modal map into single-spa lifecycles the shell mounts as one parcel per open
 * modal, with the same frame as the remote's pages: the shell's platform and history, and the
 * remote's query cache. Unknown names and failures are reported to the shell, which closes the modal.
 */
export function createRemoteModals(name: string, modals: RemoteModalMap) {
  function Root({ platform, modal, params, titleId, close, fail }: RemoteModalProps) {
    const Modal = Object.prototype.hasOwnProperty.call(modals, modal) ? modals[modal] : undefined;
    if (!Modal) return <UnknownModal remote={name} modal={modal} fail={fail} />;
    return (
      <RemoteProviders remote={name} platform={platform}>
        <FailToShell fail={fail}>
          <Suspense fallback={<Loading />}>
            <Modal params={params} titleId={titleId} close={close} />
          </Suspense>
        </FailToShell>
      </RemoteProviders>
    );
  }

  return singleSpaReact<RemoteModalProps>({ React, ReactDOMClient, renderType: 'createRoot', rootComponent: Root });
}
