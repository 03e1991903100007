import { describe, expect, it } from 'vitest';
import { SPEC_ROUTES, isSpecPath, specFeatureOf as featureOfPath } from '../../spec-samples';
import { EXHIBIT_MENU, EXHIBIT_MENU_KINDS } from '../kinds';

describe('EXHIBIT_MENU: the main page event menu', () => {
  it('leads each kind to its own built list page, owned by the kind’s paid switch', () => {
    expect(Object.fromEntries(EXHIBIT_MENU_KINDS.map((kind) => [kind, featureOfPath(EXHIBIT_MENU[kind].path)]))).toEqual({
      raffle: 'raffle',
      special_event: 'special_event',
      joint_purchase: 'joint_purchase',
      experience_group: 'experience_review',
      showcase: 'showcase',
      cody_shot: 'cody_shot',
    });
    for (const kind of EXHIBIT_MENU_KINDS) expect(isSpecPath(EXHIBIT_MENU[kind].path)).toBe(true);
  });

  it('reads each count in the kind’s own words, 준비 중 when nothing is open', () => {
    expect(EXHIBIT_MENU.raffle.countLabel(3)).toBe('응모 중 3');
    expect(EXHIBIT_MENU.experience_group.countLabel(1)).toBe('모집 중 1');
    expect(EXHIBIT_MENU.cody_shot.countLabel(5)).toBe('코디 5개');
    expect(EXHIBIT_MENU.special_event.countLabel(0)).toBe('준비 중');
    expect(EXHIBIT_MENU.cody_shot.countLabel(0)).toBe('준비 중');
  });
});

describe('every exhibit route and its paid switch (spec section 1, the switch table)', () => {
  it('puts each exhibition kind with a switch behind it, and says which kinds the table has no switch for', () => {
    const exhibitRoutes = SPEC_ROUTES.filter((route) => route.owner === 'exhibit');
    expect(Object.fromEntries(exhibitRoutes.map((route) => [route.path, featureOfPath(route.path.replace(/\/:[^/]+/g, '/1'))]))).toEqual({
      '/cody-shot': 'cody_shot',
      '/cody-shot/detail/:id': 'cody_shot',
      '/special-event': 'special_event',
      '/special-event/detail/:id': 'special_event',
      '/showcase/:sortId?': 'showcase',
      '/showcase/detail/:id': 'showcase',
      '/joint-purchase/:sort?': 'joint_purchase',
      '/joint-purchase/detail/:id': 'joint_purchase',
      '/raffle': 'raffle',
      '/raffle/end': 'raffle',
      '/raffle/detail/:id': 'raffle',
      '/experience-group': 'experience_review',
      '/experience-group/detail/:id': 'experience_review',
      '/experience-group/create': 'experience_review',
      // The spec's switch list names no live-commerce, planning, spot-theme or exhibit-category switch:
      // those pages stay on whatever the switches say (time deals have no page: the sections showing them
      // hide through `time_deal`).
      '/': null,
      '/live-commerce': null,
      '/live-commerce/:roomId': null,
      '/spot-theme/:id': null,
      '/exhibit/category/:id': null,
      '/planning/:id': null,
    });
    // The member's raffle list goes with the raffle switch too.
    expect(featureOfPath('/mypage/raffle')).toBe('raffle');
  });
});
