import { useCallback, useEffect, useRef, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { ALERT_DEFAULTS, MESSAGES, type RemoteModalProps } from '@mall/shared-contracts';
import { Loading, usePlatform } from '@mall/shared-ui';
import { restoreFocus, trapTab } from '../components/inert-siblings';
import { reloadForStaleChunk } from '../navigation/chunk-reload';
import { modalZIndex, type ModalEntry, type ModalStackController } from './modal-stack';
import './modal-stack.css';

interface Props {
  entry: ModalEntry;
  depth: number;
  active: boolean;
  /** What had focus when the modal opened; it gets focus back when the modal closes. */
  takeOpener: () => Element | null;
  controller: ModalStackController;
}

/**
 * One modal of the stack: loads the owning remote's `./modals` parcel and mounts the named modal
 * in it. Anything that stops it from showing (remote down, unknown modal, chunk failure) closes it
 * and tells the user (spec section 8: a modal frame that fails to load closes the modal).
 */
export function ModalFrame({ entry, depth, active, takeOpener, controller }: Props) {
  const platform = usePlatform();
  const [config, setConfig] = useState<ParcelConfig | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const failed = useRef(false);
  const titleId = `${entry.id}-title`;

  const fail = useCallback(
    (error: unknown) => {
      if (failed.current) return;
      failed.current = true;
      // The modal's code is gone after a deploy: one reload into the new version (a reload opens no modal).
      if (reloadForStaleChunk(error, '#modal')) return;
      console.error(`[shell] ${entry.owner} 모달 "${entry.name}"을(를) 불러오지 못했습니다`, error);
      controller.closeEntry(entry.id);
      void platform.alerts.alert(MESSAGES.modalLoadFailed);
    },
    [controller, entry, platform],
  );

  useEffect(() => {
    let alive = true;
    platform.loadRemote<ParcelConfig>(`${entry.owner}/modals`).then(
      (loaded) => alive && setConfig(() => loaded),
      (error: unknown) => alive && fail(error),
    );
    return () => {
      alive = false;
    };
  }, [platform, entry.owner, fail]);

  // Focus moves into the modal and, when it closes, back to what opened it (in the modal below, or the page).
  const takeOpenerRef = useRef(takeOpener);
  useEffect(() => {
    dialog.current?.focus({ preventScroll: true });
    const take = takeOpenerRef.current;
    return () => restoreFocus(take());
  }, []);

  const props: Omit<RemoteModalProps, 'platform'> = {
    modal: entry.name,
    params: entry.params,
    titleId,
    close: (result) => controller.closeEntry(entry.id, result),
    fail,
  };

  return (
    <div
      className="modal"
      style={{ zIndex: modalZIndex(depth) }}
      inert={!active}
      aria-hidden={active ? undefined : true}
      data-modal={entry.name}
      data-modal-active={active}
    >
      <div className="modal__dim" onClick={() => props.close()} />
      <div
        ref={dialog}
        className="modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(e) => trapTab(e, dialog.current)}
      >
        <button type="button" className="modal__close" aria-label={ALERT_DEFAULTS.modalCloseLabel} onClick={() => props.close()}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        {config ? (
          <Parcel config={config} mountParcel={mountRootParcel} wrapWith="div" wrapClassName="modal__body" handleError={fail} platform={platform} {...props} />
        ) : (
          // eslint-disable-next-line no-restricted-syntax -- the platform frame that loads a modal owner (not a page)
          <Loading />
        )}
      </div>
    </div>
  );
}
