#!/usr/bin/env node
/**
 * Web performance check of the production build (`npm run bench:web`; not part of `npm test`):
 * builds every frontend, starts mall-api on a throwaway in-memory PGlite plus the six static
 * servers, then for each page measures
 *   - JavaScript over the wire: gzip bytes of every .js response on a cold load (Chromium via playwright-core)
 *   - Lighthouse 12 performance (mobile preset, the default config), N runs, medians of score/LCP/TBT/CLS
 *   - where those bytes come from: each package's share of the loaded JavaScript, read from the
 *     build's (unreferenced) source maps, as the gzip size of its bytes alone
 * and the same for a monolith build of the same pages (tools/monolith: the shell importing the
 * remotes' sources, no federation), served beside it on the same mall-api, so federation's cost is a
 * ratio (federated ÷ monolith, bytes and LCP).
 * Prints tables and writes .bench/web.json.
 *
 *   node tools/bench-web.mjs [--runs 3] [--skip-build] [--no-monolith] [--page /best ...]
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import os from 'node:os';
import { API_PORT, FRONTENDS, MONOLITH_PORT, portOf, shiftRuntimeConfig } from './ports.mjs';
import { createStaticServer } from './static-server.mjs';
import { ROOT, startStack } from './start.mjs';

const CHROMIUM = '/usr/bin/chromium';
// The machine may have no internet: nothing in Chromium should try to reach it.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update'];
const BASE = `http://localhost:${portOf('shell')}`;
const MONOLITH_BASE = `http://localhost:${MONOLITH_PORT}`;
const MONOLITH_DIST = path.join(ROOT, '.bench', 'monolith', 'dist');
const DEFAULT_PAGES = ['/', '/goods/detail/1', '/search?keyword=셔츠', '/cart'];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const originLabel = (url) => FRONTENDS.find((f) => new URL(url).port === String(f.port))?.name ?? new URL(url).host;

function run(command, args, cwd = ROOT) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, MALL_SOURCE_MAPS: '1' } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} → exit ${code}`))));
  });
}
const build = () => run('npm', ['run', 'build']);
const buildMonolith = () => run('npx', ['rspack', 'build', '--config', '../tools/monolith/rspack.config.ts'], path.join(ROOT, 'shell'));

/**
 * The monolith's server: the same static server as the shell's, with the same runtime config (its
 * declarations give the routes) and the same mall-api behind /api.
 */
async function serveMonolith() {
  const config = await fetch(`${BASE}/runtime-config.json`).then((r) => r.json());
  const file = path.join(os.tmpdir(), `mall-bench-monolith-${MONOLITH_PORT}.json`);
  fs.writeFileSync(file, JSON.stringify(config));
  const server = createStaticServer({
    dir: MONOLITH_DIST,
    spa: true,
    proxy: `http://127.0.0.1:${API_PORT}`,
    runtimeConfig: file,
    mapRuntimeConfig: shiftRuntimeConfig,
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(MONOLITH_PORT, resolve));
  return () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
}

/** Cold load in a fresh mobile context; sums encoded (over-the-wire) bytes of every JS response. */
async function measureJs(browser, devices, url) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  const responses = [];
  const errors = [];
  page.on('response', (r) => responses.push(r));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url, { waitUntil: 'networkidle' });
  // A page that broke or drew a remote's fallback panel is not a page to compare.
  const fallback = await page.locator('[data-remote-fallback]').count();
  if (errors.length || fallback) throw new Error(`${url}: the page did not render (${errors.join('; ') || 'fallback panel'})`);
  const scripts = [];
  for (const r of responses) {
    const type = r.headers()['content-type'] ?? '';
    if (!/\.m?js(\?|$)/.test(new URL(r.url()).pathname) && !/javascript/.test(type)) continue;
    const sizes = await r.request().sizes();
    const decoded = (await r.body().catch(() => Buffer.alloc(0))).length;
    // Encoded body size is what crossed the wire; content-length is the fallback for gzip responses.
    const wire = sizes.responseBodySize || Number(r.headers()['content-length'] ?? decoded);
    scripts.push({ url: r.url(), origin: originLabel(r.url()), gzip: r.headers()['content-encoding'] === 'gzip', wire, decoded });
  }
  await context.close();
  const byOrigin = {};
  for (const s of scripts) byOrigin[s.origin] = (byOrigin[s.origin] ?? 0) + s.wire;
  return {
    requests: scripts.length,
    wireBytes: scripts.reduce((n, s) => n + s.wire, 0),
    decodedBytes: scripts.reduce((n, s) => n + s.decoded, 0),
    allGzipped: scripts.every((s) => s.gzip),
    byOrigin,
    scripts,
  };
}

/**
 * INP of one scripted tap, the header's 전체 메뉴 (every page has it; it routes to /sidebar in the
 * browser), on a phone with the CPU slowed 4× as Lighthouse's mobile preset does: the longest event
 * duration (input delay + processing + next paint) the page reports for that interaction.
 */
async function measureInp(browser, devices, url) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__inp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) window.__inp = Math.max(window.__inp, e.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // On / the main popup covers the page: the shopper closes it first; that tap is not the one measured.
  const popup = page.locator('.main-popup');
  if (await popup.count()) {
    await popup.getByRole('button', { name: '닫기', exact: true }).tap();
    await popup.waitFor({ state: 'detached' });
    await page.waitForTimeout(1_000);
    await page.evaluate(() => (window.__inp = 0));
  }
  await page.getByRole('link', { name: '전체 메뉴' }).tap();
  await page.waitForURL('**/sidebar');
  await page.waitForTimeout(1_000); // the event entry arrives after the next paint
  const inp = await page.evaluate(() => window.__inp);
  await context.close();
  return Math.round(inp);
}

/**
 * `…/node_modules/@scope/name/…` → `@scope/name`; `webpack://mall_<frontend>/./src/…` → that frontend;
 * `…/shared-ui/src/…` → shared-ui; webpack runtime modules and the federation plugin's generated
 * start-up code by what they are.
 */
function packageOf(source) {
  const dep = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (dep) return dep[1];
  const shared = /\/(shared-contracts|shared-ui)\/src\//.exec(source);
  if (shared) return shared[1];
  if (/\/webpack\/runtime\//.test(source)) return '(bundler runtime)';
  const own = /^webpack:\/\/mall_([a-z_]+)\/(?:\.\/)?src\//.exec(source);
  if (own) return FRONTENDS.find((f) => f.name === own[1])?.dir ?? own[1];
  return '(federation start-up code)';
}

/**
 * Splits every loaded script back into the packages it came from with its source map, and gzips
 * each package's bytes alone. Returns null when the build has no maps (`--skip-build` after a
 * build without MALL_SOURCE_MAPS).
 */
function breakdown(scripts) {
  const code = {};
  for (const s of scripts) {
    const url = new URL(s.url);
    const frontend = FRONTENDS.find((f) => String(f.port) === url.port);
    if (!frontend) continue;
    const file = path.join(ROOT, frontend.dir, 'dist', url.pathname);
    if (!fs.existsSync(`${file}.map`)) return null;
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const mappings = [];
    new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'))).eachMapping((m) => mappings.push(m));
    mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
    mappings.forEach((m, i) => {
      const next = mappings[i + 1];
      const line = lines[m.generatedLine - 1] ?? '';
      const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : line.length;
      const name = packageOf(m.source ?? '');
      code[name] = (code[name] ?? '') + line.slice(m.generatedColumn, end);
    });
  }
  return Object.entries(code)
    .map(([name, text]) => ({ name, gzip: zlib.gzipSync(text, { level: 9 }).length, raw: Buffer.byteLength(text) }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** One Lighthouse run in its own Chrome, so runs do not share caches or processes. */
async function lighthouseRun(lighthouse, chromeLauncher, url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    return {
      score: Math.round((categories.performance.score ?? 0) * 100),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      // Where the main thread's time goes (a profile per page): by kind of work, and by script.
      mainThread: (audits['mainthread-work-breakdown'].details?.items ?? []).map((i) => ({ work: i.groupLabel ?? i.group, ms: Math.round(i.duration) })),
      scripts: (audits['bootup-time'].details?.items ?? [])
        .slice(0, 8)
        .map((i) => ({ url: i.url, ms: Math.round(i.total), scriptingMs: Math.round(i.scripting) })),
    };
  } finally {
    await chrome.kill();
  }
}

/** Federated ÷ monolith on each page: what running the storefront as six separately deployed apps costs. */
function printRatios(results) {
  const rows = results
    .filter((r) => r.monolith)
    .map((r) => ({
      page: r.page,
      'JS federated': kb(r.js.wireBytes),
      'JS monolith': kb(r.monolith.js.wireBytes),
      'JS ratio': (r.js.wireBytes / r.monolith.js.wireBytes).toFixed(2),
      'LCP federated': `${r.lighthouse.median.lcpMs} ms`,
      'LCP monolith': `${r.monolith.lighthouse.median.lcpMs} ms`,
      'LCP ratio': (r.lighthouse.median.lcpMs / r.monolith.lighthouse.median.lcpMs).toFixed(2),
      'score monolith': r.monolith.lighthouse.median.score,
      'TBT monolith': `${r.monolith.lighthouse.median.tbtMs} ms`,
    }));
  if (rows.length) {
    console.log('\n  federated ÷ monolith (same pages, same mall-api, one run):');
    console.table(rows);
  }
}

async function lighthouseMedians(lighthouse, chromeLauncher, url, runs) {
  const lhRuns = [];
  for (let i = 0; i < runs; i++) {
    console.log(`[bench] Lighthouse ${url} ${i + 1}/${runs}`);
    lhRuns.push(await lighthouseRun(lighthouse, chromeLauncher, url));
  }
  return { runs: lhRuns, median: Object.fromEntries(['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'].map((k) => [k, median(lhRuns.map((r) => r[k]))])) };
}

function printTable(results) {
  const rows = results.map((r) => ({
    page: r.page,
    'JS (gzip, wire)': kb(r.js.wireBytes),
    'JS (decoded)': kb(r.js.decodedBytes),
    'JS requests': r.js.requests,
    'Perf score': r.lighthouse.median.score,
    FCP: `${r.lighthouse.median.fcpMs} ms`,
    LCP: `${r.lighthouse.median.lcpMs} ms`,
    TBT: `${r.lighthouse.median.tbtMs} ms`,
    'INP (tap)': `${r.inpMs} ms`,
    CLS: r.lighthouse.median.cls,
  }));
  console.table(rows);
  for (const r of results) {
    const parts = Object.entries(r.js.byOrigin).map(([origin, bytes]) => `${origin} ${kb(bytes)}`);
    console.log(`  ${r.page}: ${parts.join(', ')}${r.js.allGzipped ? '' : '  (some JS was not gzipped!)'}`);
  }
  for (const r of results) {
    // The profile of the median-scored run: what the 4× slowed main thread spends its time on.
    const run = [...r.lighthouse.runs].sort((a, b) => a.score - b.score)[Math.floor(r.lighthouse.runs.length / 2)];
    console.log(`\n  ${r.page} main thread (${run.mainThread.reduce((n, m) => n + m.ms, 0)} ms): ${run.mainThread.map((m) => `${m.work} ${m.ms}`).join(', ')}`);
    for (const sc of run.scripts) console.log(`    ${String(sc.ms).padStart(6)} ms (script ${sc.scriptingMs})  ${sc.url}`);
  }
  for (const r of results) {
    if (!r.js.packages) continue;
    const own = (p) => /^(shell|mfe-|shared-)/.test(p.name);
    const sum = (ps) => kb(ps.reduce((n, p) => n + p.gzip, 0));
    console.log(
      `\n  ${r.page} by package (gzip of each package's bytes alone): libraries ${sum(r.js.packages.filter((p) => !own(p)))}, our code ${sum(r.js.packages.filter(own))}`,
    );
    for (const p of r.js.packages.filter((p) => p.gzip >= 512)) console.log(`    ${kb(p.gzip).padStart(9)}  ${p.name}`);
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'skip-build': { type: 'boolean' },
      'no-monolith': { type: 'boolean' },
      page: { type: 'string', multiple: true },
    },
  });
  const monolith = !values['no-monolith'];
  const runs = Math.max(1, Number(values.runs));
  const pages = values.page?.length ? values.page : DEFAULT_PAGES;
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: apt-get install -y chromium`);

  if (!values['skip-build']) await build();
  if (monolith && (!values['skip-build'] || !fs.existsSync(MONOLITH_DIST))) await buildMonolith();
  const stack = startStack({ mode: 'test' }); // in-memory PGlite, serves the dists just built
  const stop = async () => {
    await stack.stop();
    process.exit(130);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const results = [];
  let stopMonolith = async () => {};
  try {
    await stack.ready;
    if (monolith) stopMonolith = await serveMonolith();
    const [{ chromium, devices }, { default: lighthouse }, chromeLauncher] = await Promise.all([
      import('playwright-core'),
      import('lighthouse'),
      import('chrome-launcher'),
    ]);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) });
    const jsByPage = {};
    const monolithJs = {};
    try {
      // Warm-up load: mall-api's first queries and the static servers' gzip caches are not what we measure.
      await measureJs(browser, devices, `${BASE}/`);
      if (monolith) await measureJs(browser, devices, `${MONOLITH_BASE}/`);
      for (const p of pages) {
        const js = await measureJs(browser, devices, new URL(p, BASE).href);
        jsByPage[p] = { ...js, packages: breakdown(js.scripts), inpMs: await measureInp(browser, devices, new URL(p, BASE).href) };
        if (monolith) monolithJs[p] = await measureJs(browser, devices, new URL(p, MONOLITH_BASE).href);
      }
    } finally {
      await browser.close();
    }
    for (const p of pages) {
      const lighthouseResult = await lighthouseMedians(lighthouse, chromeLauncher, new URL(p, BASE).href, runs);
      const mono = monolith
        ? {
            js: { ...monolithJs[p], scripts: undefined },
            lighthouse: await lighthouseMedians(lighthouse, chromeLauncher, new URL(p, MONOLITH_BASE).href, runs),
          }
        : null;
      const { inpMs, ...js } = jsByPage[p];
      results.push({ page: p, js, inpMs, lighthouse: lighthouseResult, monolith: mono });
    }
  } finally {
    await stopMonolith();
    await stack.stop();
  }

  printTable(results);
  printRatios(results);
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim() || null;
  const chromiumVersion = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim() || null;
  const out = path.join(ROOT, '.bench', 'web.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), commit, chromium: chromiumVersion, preset: 'lighthouse mobile (default config)', runs, results }, null, 2)}\n`,
  );
  console.log(`\n[bench] wrote ${path.relative(ROOT, out)}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`[bench] ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
