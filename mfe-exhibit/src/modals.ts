import { lazy } from 'react';
import { createRemoteModals, type RemoteModalMap } from '@mall/shared-ui';

const bannerLists = () => import('./features/banners/components/banner-list-modal');

/** The modals of the exhibitions (docs/adr/0011, 0017), mounted by the shell's modal stack. */
export const exhibitModals: RemoteModalMap = {
  'banner-list': lazy(() => bannerLists().then((m) => ({ default: m.BannerListModal }))),
  'block-banner-list': lazy(() => bannerLists().then((m) => ({ default: m.BlockBannerListModal }))),
  'raffle-guide': lazy(() => import('./features/raffle/components/raffle-guide-modal').then((m) => ({ default: m.RaffleGuideModal }))),
  'raffle-entry': lazy(() => import('./features/raffle/components/raffle-entry-modal').then((m) => ({ default: m.RaffleEntryModal }))),
  'experience-group-review-create': lazy(() =>
    import('./features/experience-group/components/experience-review-create-modal').then((m) => ({ default: m.ExperienceReviewCreateModal })),
  ),
  'raffle-winners': lazy(() => import('./features/raffle/components/raffle-winners-modal').then((m) => ({ default: m.RaffleWinnersModal }))),
};

export const { bootstrap, mount, unmount } = createRemoteModals('exhibit', exhibitModals);
