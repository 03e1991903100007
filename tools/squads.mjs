/**
 * The squads and what each owns: the one table behind .github/CODEOWNERS (a tools test keeps the two
 * in step) and `npm run test:squad -- <squad>`. A domain squad owns its remote, its e2e specs, its
 * part of shared-contracts and its part of mall-api; the platform squad owns the shell, the shared
 * packages, the tooling and the rest of mall-api. Team handles are the K-Mall organisation's GitHub teams.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * mall-api's parts by owner (docs/adr/0011: a squad builds its domain front to back): the squad's plugin
 * folder under src/plugins/app (docs/adr/0024) and its route folders under src/routes/api/v1, with their
 * tests. `my/` is shared by the squads whose pages list a member's things, so it stays with the platform squad.
 */
const API = {
  catalog: { plugins: 'catalog', routes: ['categories', 'goods', 'listing', 'ranking', 'recent-view', 'search'] },
  exhibit: {
    plugins: 'exhibit',
    routes: ['banners', 'exhibit-events', 'experience-groups', 'lego-pages', 'live-commerce', 'popups', 'raffles', 'special-events'],
  },
  mypage: { plugins: 'member', routes: ['members'] },
  order: { plugins: 'order', routes: ['carts', 'guest', 'orders'] },
  'cs-center': { plugins: 'cs', routes: ['cs', 'informations', 'notices'] },
};

/** The squad's mall-api folders that exist (sources and tests). */
function apiFolders(squad) {
  const { plugins, routes = [] } = API[squad] ?? {};
  return [
    ...(plugins ? [`/mall-api/src/plugins/app/${plugins}/`, `/mall-api/test/plugins/app/${plugins}/`] : []),
    ...routes.flatMap((r) => [`/mall-api/src/routes/api/v1/${r}/`, `/mall-api/test/routes/api/v1/${r}/`]),
  ].filter((folder) => fs.existsSync(path.join(ROOT, folder)));
}

/** mall-api test files of a squad, as vitest path filters (relative to mall-api/). */
const apiTests = (squad) =>
  apiFolders(squad)
    .filter((f) => f.startsWith('/mall-api/test/'))
    .map((f) => f.slice('/mall-api/'.length));

const domain = (name, dir, contracts) => ({
  team: `@k-mall/${name}`,
  owns: [`/${dir}/`, `/e2e/specs/${name}/`, `/shared-contracts/src/${contracts}/`, ...apiFolders(name)],
  vitest: [dir],
  apiTests: apiTests(name),
  e2e: [`specs/${name}`],
  frontend: dir,
});

export const SQUADS = {
  catalog: domain('catalog', 'mfe-catalog', 'catalog'),
  exhibit: domain('exhibit', 'mfe-exhibit', 'exhibit'),
  mypage: domain('mypage', 'mfe-mypage', 'member'),
  order: domain('order', 'mfe-order', 'order'),
  'cs-center': domain('cs-center', 'mfe-cs-center', 'cs'),
  platform: {
    team: '@k-mall/platform',
    owns: [
      '*',
      '/shell/',
      '/shared-ui/',
      '/shared-contracts/',
      '/mall-api/',
      '/tools/',
      '/deploy/',
      '/e2e/',
      '/e2e/specs/shell/',
      '/docs/',
      '/.github/',
      '/.ci/',
    ],
    vitest: ['shell', 'shared-ui', 'shared-contracts', 'tools'],
    // Whatever of mall-api no domain squad owns (sessions, identity, messaging, settings, app, my/…).
    apiTests: [],
    e2e: ['specs/shell'],
    frontend: 'shell',
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
    '# `npm run test:squad -- <squad>` (docs/operations.md: "스쿼드별 배포와 테스트").',
    ...codeowners().map((l) => `${l.pattern.padEnd(width)}${l.team}`),
    '',
  ].join('\n');
}
