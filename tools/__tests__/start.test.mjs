import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isStale, playwrightWebServer } from '../start.mjs';
import { portOf } from '../ports.mjs';
import { checkPostgres } from '../with-postgres.mjs';

describe('isStale (what `npm start` rebuilds)', () => {
  let dir;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function frontend({ built }) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontend-'));
    fs.mkdirSync(path.join(dir, 'src/__tests__'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'src/app.tsx'), 'export {}');
    if (built) {
      fs.mkdirSync(path.join(dir, 'dist'));
      fs.writeFileSync(path.join(dir, 'dist/mf-manifest.json'), '{}');
      // Built "in the future", so the repo's shared inputs (shared-ui, contracts) count as older.
      const later = new Date(Date.now() + 3_600_000);
      fs.utimesSync(path.join(dir, 'dist/mf-manifest.json'), later, later);
    }
    return { dir };
  }
  const touch = (file, offsetMs) => {
    const t = new Date(Date.now() + offsetMs);
    fs.utimesSync(file, t, t);
  };

  it('is stale without a build', () => {
    expect(isStale(frontend({ built: false }))).toBe(true);
  });

  it('is fresh when the manifest is newer than every source', () => {
    expect(isStale(frontend({ built: true }))).toBe(false);
  });

  it('is stale once a source changes after the build', () => {
    const f = frontend({ built: true });
    touch(path.join(dir, 'src/app.tsx'), 7_200_000);
    expect(isStale(f)).toBe(true);
  });

  it('ignores tests: they are not build inputs', () => {
    const f = frontend({ built: true });
    fs.writeFileSync(path.join(dir, 'src/__tests__/app.test.tsx'), '');
    touch(path.join(dir, 'src/__tests__/app.test.tsx'), 7_200_000);
    expect(isStale(f)).toBe(false);
  });
});

describe('playwrightWebServer', () => {
  it('starts the test stack, never reuses a server in CI, and shuts down with SIGTERM', () => {
    const ci = playwrightWebServer({ ci: true });
    expect(ci.command).toBe('node ../tools/start.mjs --test');
    expect(ci.reuseExistingServer).toBe(false);
    expect(ci.gracefulShutdown.signal).toBe('SIGTERM');
    // The shell listens last, so its answering means mall-api and every remote are up.
    expect(Number(new URL(ci.url).port)).toBe(portOf('shell'));
    expect(playwrightWebServer({ ci: false }).reuseExistingServer).toBe(true);
  });
});

describe('checkPostgres (tools/with-postgres.mjs)', () => {
  it('reports a server that is not there as down, quickly', async () => {
    const probe = net.createServer();
    const port = await new Promise((r) => probe.listen(0, '127.0.0.1', () => r(probe.address().port)));
    await new Promise((r) => probe.close(r));
    const problem = await checkPostgres(`postgres://postgres@127.0.0.1:${port}/test`);
    expect(problem).toMatchObject({ down: true });
  }, 15_000);
});

describe('shiftRuntimeConfig (MALL_PORT_OFFSET for dev, start and e2e)', () => {
  // ports.mjs reads the offset once at import: ask a child process that runs with one.
  const shiftedWith = (offset, config) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { shiftRuntimeConfig } from './ports.mjs'; console.log(JSON.stringify(shiftRuntimeConfig(${JSON.stringify(config)})));`,
        ],
        { cwd: path.join(import.meta.dirname, '..'), env: { ...process.env, MALL_PORT_OFFSET: String(offset) }, encoding: 'utf8' },
      ),
    );
  const config = {
    environment: 'production',
    remotes: { catalog: 'http://localhost:3001/mf-manifest.json', exhibit: 'https://exhibit.example.com/mf-manifest.json' },
  };

  it('moves remotes on their plain ports by the offset and leaves deployed URLs alone', () => {
    expect(shiftedWith(100, config)).toEqual({
      environment: 'production',
      remotes: { catalog: 'http://localhost:3101/mf-manifest.json', exhibit: 'https://exhibit.example.com/mf-manifest.json' },
    });
  });

  it('changes nothing without an offset', () => {
    expect(shiftedWith(0, config)).toEqual(config);
  });
});
