/**
 * The storefront's Content-Security-Policy, built from the runtime config the shell serves: scripts,
 * styles and manifests from our own origins (the shell and the remotes it registers), the tracker
 * hosts the shell's adapters load (shell/src/trackers/adapters; a tools test keeps the two in step),
 * nothing framing the page, no plugins. API calls go to the shell's own origin (it proxies /api).
 */
export const TRACKER_HOSTS = {
  messengerPixel: { script: ['https://t1.daumcdn.net'], connect: ['https://track.tiara.kakao.com'] },
  portalAnalytics: { script: ['https://wcs.naver.net'], connect: ['https://wcs.naver.com'] },
  adRetargeting: { script: ['https://static.criteo.net'], connect: ['https://sslwidget.criteo.com', 'https://gum.criteo.com'] },
  logAnalytics: { script: ['https://cdn.amplitude.com'], connect: ['https://api2.amplitude.com'] },
  siteVisitCounter: { script: ['https://www.statcounter.com'], connect: ['https://c.statcounter.com'] },
  tagManager: { script: ['https://www.googletagmanager.com'], connect: ['https://www.google-analytics.com'] },
  adService: { script: ['https://www.googletagmanager.com'], connect: ['https://www.google-analytics.com', 'https://googleads.g.doubleclick.net'] },
};

const unique = (items) => [...new Set(items)];

/** Origins of the remotes a runtime config registers (their manifests, entries, chunks and styles). */
export function remoteOrigins(runtimeConfig) {
  return unique(
    Object.values(runtimeConfig?.remotes ?? {}).flatMap((url) => {
      try {
        return [new URL(url).origin];
      } catch {
        return [];
      }
    }),
  );
}

export function storefrontCsp(runtimeConfig) {
  const remotes = remoteOrigins(runtimeConfig);
  const trackers = Object.values(TRACKER_HOSTS);
  const scripts = unique(trackers.flatMap((t) => t.script));
  const beacons = unique(trackers.flatMap((t) => t.connect));
  return [
    "default-src 'self'",
    `script-src 'self' ${[...remotes, ...scripts].join(' ')}`.trim(),
    // React sets style properties through the DOM; only the tag managers inject <style>.
    `style-src 'self' 'unsafe-inline' ${remotes.join(' ')}`.trim(),
    `img-src 'self' data: blob: ${[...remotes, ...beacons].join(' ')}`.trim(),
    `connect-src 'self' ${[...remotes, ...scripts, ...beacons].join(' ')}`.trim(),
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
