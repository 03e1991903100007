#!/usr/bin/env node
/**
 * The reference half of each domain page (docs/domains/<domain>.md), written from the code so it cannot
 * drift: the routes and modals a remote declares (src/declaration.ts), the mall-api operations and bus
 * events its source uses (the same scan its build writes into remote-declaration.json), and the tables
 * and seed files of its data. The prose above the marker stays hand-written.
 *
 *   node tools/domain-docs.mjs          rewrite the generated part of every page
 *   node tools/domain-docs.mjs --check  exit 1 when a page is out of date (tools/__tests__/domain-docs.test.mjs)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { REMOTE_DIRS, scannedDeclaration, scannedShellDeclaration } from './declarations.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MARKER = '<!-- 아래는 코드에서 생성됩니다: node tools/domain-docs.mjs -->';
const SCHEMA_DIR = 'mall-api/src/db/schema';
const SEED_DIR = 'mall-api/src/db/seed';

/**
 * Which domain owns each schema and seed file. A file that is in no list (or in two) fails the check, so a
 * new table or seed is given an owner when it is added.
 */
export const DATA_OWNERS = {
  shell: {
    schema: ['app.ts', 'settings.ts', 'jobs.ts', 'messaging.ts'],
    seed: ['app-versions.ts', 'settings-seed.ts', 'shop-settings-data.ts'],
  },
  catalog: {
    schema: ['catalog.ts', 'goods-detail.ts', 'goods-views.ts', 'search.ts', 'giveaways.ts'],
    seed: [
      'catalog-data.ts',
      'category-rows.ts',
      'featured-goods.ts',
      'goods-factory.ts',
      'goods-benefits-data.ts',
      'goods-benefits-seed.ts',
      'goods-detail-media-seed.ts',
      'goods-qna-data.ts',
      'goods-qna-seed.ts',
      'goods-views-seed.ts',
      'recent-sales-seed.ts',
      'search-seed.ts',
    ],
  },
  exhibit: {
    schema: ['exhibit.ts', 'experience-groups.ts', 'raffles.ts'],
    seed: [
      'event-participants.ts',
      'exhibit-data.ts',
      'exhibit-events-data.ts',
      'exhibit-events-seed.ts',
      'exhibit-seed.ts',
      'experience-groups-data.ts',
      'experience-groups-seed.ts',
      'live-seed.ts',
      'raffles-data.ts',
      'raffles-seed.ts',
      'special-events-data.ts',
      'special-events-seed.ts',
    ],
  },
  mypage: {
    schema: ['members.ts', 'social.ts', 'benefits.ts', 'reviews.ts', 'my-pay.ts'],
    seed: ['benefits-data.ts', 'benefits-seed.ts', 'members-seed.ts', 'my-inquiries-seed.ts', 'my-reviews-seed.ts', 'reviews-data.ts', 'reviews-seed.ts'],
  },
  order: {
    schema: ['orders.ts'],
    seed: ['checkout-data.ts', 'checkout-seed.ts', 'order-claims-seed.ts', 'order-complaints-seed.ts', 'order-lines.ts'],
  },
  cs_center: {
    schema: ['cs.ts', 'informations.ts', 'inquiries.ts'],
    seed: ['content-data.ts', 'cs-seed.ts', 'faq-data.ts', 'informations-data.ts', 'informations-seed.ts', 'policies-data.ts', 'shopping-guides-data.ts'],
  },
};

/** Files every domain shares (column helpers, the schema barrel, the seed's entry and its command line). */
const SHARED_DATA = { schema: ['columns.ts', 'index.ts'], seed: ['index.ts', 'cli.ts', 'cli-args.ts', 'random.ts'] };

const PAGE_OF = { shell: 'shell', catalog: 'catalog', exhibit: 'exhibit', mypage: 'mypage', order: 'order', cs_center: 'cs-center' };

const list = (dir) =>
  fs
    .readdirSync(path.join(ROOT, dir))
    .filter((f) => f.endsWith('.ts'))
    .sort();

/** Files of the data folders that no domain owns, or that two do: the check's first complaint. */
export function dataOwnershipProblems() {
  const problems = [];
  for (const [kind, dir] of [
    ['schema', SCHEMA_DIR],
    ['seed', SEED_DIR],
  ]) {
    for (const file of list(dir)) {
      if (SHARED_DATA[kind].includes(file)) continue;
      const owners = Object.keys(DATA_OWNERS).filter((d) => DATA_OWNERS[d][kind].includes(file));
      if (owners.length !== 1) problems.push(`${dir}/${file}: ${owners.length ? `owned by ${owners.join(' and ')}` : 'no domain owns it'}`);
    }
    for (const [domain, owned] of Object.entries(DATA_OWNERS))
      for (const file of owned[kind]) if (!fs.existsSync(path.join(ROOT, dir, file))) problems.push(`${domain} lists ${dir}/${file}, which is gone`);
  }
  return problems;
}

/** `export const goods = pgTable('goods', …)`: the SQL names of the tables a schema file defines. */
function tablesOf(file) {
  const text = fs.readFileSync(path.join(ROOT, SCHEMA_DIR, file), 'utf8');
  return [...text.matchAll(/\bpgTable\(\s*['"]([\w]+)['"]/g)].map((m) => m[1]);
}

const code = (s) => `\`${s}\``;
const GUARD_KO = { 'member-only': '회원', 'member-order': '회원 주문', 'guest-order': '비회원 주문', 'only-empty-user': '로그인 전' };

function routesTable(routes) {
  const rows = routes.map((r) =>
    [code(r.path), r.guard ? (GUARD_KO[r.guard] ?? r.guard) : '', r.meta?.type ?? 'sub', r.feature ? code(r.feature) : ''].join(' | '),
  );
  return ['| 경로 | 가드 | 화면 유형 | 유료 기능 |', '| --- | --- | --- | --- |', ...rows.map((row) => `| ${row} |`)].join('\n');
}

function dataSection(domain) {
  const owned = DATA_OWNERS[domain];
  const schema = owned.schema.map((f) => `- ${code(`${SCHEMA_DIR}/${f}`)}: ${tablesOf(f).map(code).join(', ') || '(표 없음)'}`);
  const seeds = owned.seed.map((f) => code(f)).join(', ');
  return ['### 데이터 (표)', '', ...schema, '', '### 시드', '', `${code(SEED_DIR)}의 ${seeds}`].join('\n');
}

/** The generated markdown of one domain page. */
export async function renderReference(domain) {
  const parts = ['## 참조 (reference)', ''];
  if (domain === 'shell') {
    const shell = await scannedShellDeclaration();
    parts.push('### 경로', '', routesTable(shell.routes.map((r) => ({ path: r.path }))), '');
    parts.push(
      '### 버스 이벤트',
      '',
      `- 보냄: ${shell.events.emits.map(code).join(', ') || '없음'}`,
      `- 들음: ${shell.events.consumes.map(code).join(', ') || '없음'}`,
      '',
    );
  } else {
    const d = await scannedDeclaration(domain);
    parts.push(`### 경로 (${d.routes.length})`, '', routesTable(d.routes), '');
    parts.push(`### 모달 (${d.modals.length})`, '', d.modals.map(code).join(', ') || '없음', '');
    parts.push(
      `### 부르는 mall-api (${d.api.length})`,
      '',
      '`*`는 소스가 HTTP 메서드를 그 자리에서 밝히지 않은 호출입니다(경로 상수를 다른 함수에 넘김). 각 경로의 스키마는 OpenAPI(`/api/docs`).',
      '',
      ...d.api.map((op) => `- ${code(op)}`),
      '',
    );
    parts.push(
      '### 버스 이벤트',
      '',
      `- 보냄: ${d.events.emits.map(code).join(', ') || '없음'}`,
      `- 들음: ${d.events.consumes.map(code).join(', ') || '없음'}`,
      '',
    );
  }
  parts.push(dataSection(domain), '');
  return parts.join('\n');
}

const pageFile = (domain) => path.join(ROOT, 'docs/domains', `${PAGE_OF[domain]}.md`);

/** The page as it should be: its hand-written part, the marker, then the reference. */
export async function expectedPage(domain) {
  const current = fs.readFileSync(pageFile(domain), 'utf8');
  const at = current.indexOf(MARKER);
  const prose = (at === -1 ? current : current.slice(0, at)).trimEnd();
  // Formatted as `prettier --check .` wants it (aligned tables), so lint and this check agree.
  const file = pageFile(domain);
  return prettier.format(`${prose}\n\n${MARKER}\n\n${await renderReference(domain)}`, { ...(await prettier.resolveConfig(file)), filepath: file });
}

export const DOMAINS = ['shell', ...Object.keys(REMOTE_DIRS)];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const problems = dataOwnershipProblems();
  for (const domain of DOMAINS) {
    const want = await expectedPage(domain);
    if (fs.readFileSync(pageFile(domain), 'utf8') === want) continue;
    if (check) problems.push(`docs/domains/${PAGE_OF[domain]}.md is out of date: run node tools/domain-docs.mjs`);
    else fs.writeFileSync(pageFile(domain), want);
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}
