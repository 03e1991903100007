/**
 * The squads and what each owns: the one table behind .github/CODEOWNERS (a tools test keeps the two
 * in step) and `npm run test:squad -- <squad>`. A domain squad owns its remote, its e2e specs and its
 * part of shared-contracts; the platform squad owns the shell, the shared packages and the tooling;
 * the API squad owns mall-api. Team handles are the GitHub teams of the K-Mall organisation.
 */
export const SQUADS = {
  catalog: {
    team: '@k-mall/catalog',
    owns: ['/mfe-catalog/', '/e2e/specs/catalog/', '/shared-contracts/src/catalog/'],
    vitest: ['mfe-catalog'],
    e2e: ['specs/catalog'],
    frontend: 'mfe-catalog',
  },
  exhibit: {
    team: '@k-mall/exhibit',
    owns: ['/mfe-exhibit/', '/e2e/specs/exhibit/', '/shared-contracts/src/exhibit/'],
    vitest: ['mfe-exhibit'],
    e2e: ['specs/exhibit'],
    frontend: 'mfe-exhibit',
  },
  mypage: {
    team: '@k-mall/mypage',
    owns: ['/mfe-mypage/', '/e2e/specs/mypage/', '/shared-contracts/src/member/'],
    vitest: ['mfe-mypage'],
    e2e: ['specs/mypage'],
    frontend: 'mfe-mypage',
  },
  order: {
    team: '@k-mall/order',
    owns: ['/mfe-order/', '/e2e/specs/order/', '/shared-contracts/src/order/'],
    vitest: ['mfe-order'],
    e2e: ['specs/order'],
    frontend: 'mfe-order',
  },
  'cs-center': {
    team: '@k-mall/cs-center',
    owns: ['/mfe-cs-center/', '/e2e/specs/cs-center/', '/shared-contracts/src/cs/'],
    vitest: ['mfe-cs-center'],
    e2e: ['specs/cs-center'],
    frontend: 'mfe-cs-center',
  },
  platform: {
    team: '@k-mall/platform',
    owns: [
      '*',
      '/shell/',
      '/shared-ui/',
      '/shared-contracts/',
      '/tools/',
      '/deploy/',
      '/e2e/',
      '/e2e/specs/shell/',
      '/e2e/specs/journeys/',
      '/docs/',
      '/.github/',
      '/.ci/',
    ],
    vitest: ['shell', 'shared-ui', 'shared-contracts', 'tools'],
    e2e: ['specs/shell', 'specs/journeys'],
    frontend: 'shell',
  },
  api: {
    team: '@k-mall/api',
    owns: ['/mall-api/'],
    vitest: ['mall-api'],
    e2e: [],
    frontend: null,
  },
};

/** `catalog`, `mfe-catalog`, `cs_center`… → the squad's key. */
export function squadOf(name) {
  const key = String(name ?? '')
    .replace(/^mfe-/, '')
    .replace(/_/g, '-');
  if (!SQUADS[key]) throw new Error(`알 수 없는 스쿼드입니다 / unknown squad: ${name} (${Object.keys(SQUADS).join(', ')})`);
  return key;
}

/** CODEOWNERS as the table says it; the last matching line wins, so broad lines come first. */
export function codeowners() {
  const lines = Object.values(SQUADS).flatMap((s) => s.owns.map((pattern) => ({ pattern, team: s.team })));
  lines.sort((a, b) =>
    a.pattern === '*' ? -1 : b.pattern === '*' ? 1 : a.pattern.split('/').length - b.pattern.split('/').length || a.pattern.localeCompare(b.pattern),
  );
  return lines;
}

/** The text of .github/CODEOWNERS. */
export function codeownersFile() {
  const width = Math.max(...codeowners().map((l) => l.pattern.length)) + 2;
  return [
    '# Who reviews what: one squad per folder (the last matching line wins). Generated from tools/squads.mjs;',
    '# tools/__tests__/squads.test.mjs fails when the two differ. A squad runs its own loop with',
    '# `npm run test:squad -- <squad>` (README: "스쿼드별 배포와 테스트").',
    ...codeowners().map((l) => `${l.pattern.padEnd(width)}${l.team}`),
    '',
  ].join('\n');
}
