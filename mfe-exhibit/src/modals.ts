import { lazy } from 'react';
import { createRemoteModals, type RemoteModalMap } from '@mall/shared-ui';

const bannerLists = () => import('./features/banners/components/banner-list-modal');

/** The modals of the exhibitions (shared/ARCHITECTURE.md), mounted by the shell's modal stack. */
export const exhibitModals: RemoteModalMap = {
  'banner-list': lazy(() => bannerLists().then((m) => ({ default: m.BannerListModal }))),
  'block-banner-list': lazy(() => bannerLists().then((m) => ({ default: m.BlockBannerListModal }))),
};

export const { bootstrap, mount, unmount } = createRemoteModals('exhibit', exhibitModals);
