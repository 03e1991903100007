import type { TrackerFactory } from '../types';

interface Counter {
  record_pageview(): void;
}

/**
 * The site-visit counter (counter.js, account "project:security"): it counts the page it loads on
 * by itself, so the first page view is left to it and every later path change calls
 * `_statcounter.record_pageview()`. Visits are all it counts.
 */
export const createSiteVisitCounter: TrackerFactory = (account, win) => {
  const [project, security = ''] = account.split(':');
  let landingCounted = false;
  return {
    name: 'siteVisitCounter',
    scriptUrl: 'https://www.statcounter.com/counter/counter.js',
    prepare() {
      win.sc_project = Number(project);
      win.sc_security = security;
      win.sc_invisible = 1;
    },
    isReady: () => typeof (win._statcounter as Counter | undefined)?.record_pageview === 'function',
    handlers: {
      'track.pageView': () => {
        if (!landingCounted) {
          landingCounted = true;
          return;
        }
        (win._statcounter as Counter).record_pageview();
      },
      'track.goodsView': null,
      'track.addToCart': null,
      'track.search': null,
      'track.cartView': null,
      'track.purchase': null,
      'track.registrationComplete': null,
    },
  };
};
