import type { RemoteTable } from '@mall/shared-contracts';

/**
 * Every page and modal this remote owns, in one place (docs/adr/0017): the path pattern, the shell's
 * guard, route meta, the paid feature the page belongs to, and a seeded sample URL for tests. The build
 * writes it to `dist/remote-declaration.json`; the deploy records it in the runtime config, where the
 * shell reads it. Adding a page here and in routes.tsx (a test checks they agree) needs no shell release.
 * Pure data: the build reads it in Node.
 */
export const EXHIBIT_TABLE: RemoteTable = {
  routes: [
    { path: '/', meta: { type: 'main' }, sample: '/' },
    { path: '/live-commerce', sample: '/live-commerce' },
    { path: '/live-commerce/:roomId', sample: '/live-commerce/1' },
    { path: '/cody-shot', feature: 'cody_shot', sample: '/cody-shot' },
    { path: '/cody-shot/detail/:id', feature: 'cody_shot', sample: '/cody-shot/detail/1' },
    { path: '/special-event', feature: 'special_event', sample: '/special-event' },
    { path: '/special-event/detail/:id', feature: 'special_event', sample: '/special-event/detail/1' },
    { path: '/showcase/:sortId?', feature: 'showcase', sample: '/showcase' },
    { path: '/showcase/detail/:id', feature: 'showcase', sample: '/showcase/detail/1' },
    { path: '/joint-purchase/:sort?', feature: 'joint_purchase', sample: '/joint-purchase' },
    { path: '/joint-purchase/detail/:id', feature: 'joint_purchase', sample: '/joint-purchase/detail/1' },
    { path: '/raffle', feature: 'raffle', sample: '/raffle' },
    { path: '/raffle/end', feature: 'raffle', sample: '/raffle/end' },
    { path: '/raffle/detail/:id', feature: 'raffle', sample: '/raffle/detail/1' },
    { path: '/spot-theme/:id', sample: '/spot-theme/1' },
    { path: '/exhibit/category/:id', sample: '/exhibit/category/1' },
    { path: '/experience-group', feature: 'experience_review', sample: '/experience-group' },
    { path: '/experience-group/detail/:id', feature: 'experience_review', sample: '/experience-group/detail/1' },
    { path: '/experience-group/create', feature: 'experience_review', sample: '/experience-group/create?id=1' },
    { path: '/planning/:id', sample: '/planning/1' },
  ],
  modals: ['experience-group-review-create', 'raffle-guide', 'raffle-winners', 'raffle-entry', 'block-banner-list', 'banner-list'],
};
