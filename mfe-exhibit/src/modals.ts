import { createRemoteModals, type RemoteModalMap } from '@mall/shared-ui';

/** The modals of the exhibitions (shared/ARCHITECTURE.md), mounted by the shell's modal stack. */
export const exhibitModals: RemoteModalMap = {};

export const { bootstrap, mount, unmount } = createRemoteModals('exhibit', exhibitModals);
