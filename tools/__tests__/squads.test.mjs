import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeownersFile, SQUADS, squadOf } from '../squads.mjs';
import { squadPlan } from '../test-squad.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const vitestProjects = fs.readFileSync(path.join(root, 'vitest.config.ts'), 'utf8');

describe('squads and CODEOWNERS', () => {
  it('.github/CODEOWNERS is what tools/squads.mjs says', () => {
    expect(fs.readFileSync(path.join(root, '.github/CODEOWNERS'), 'utf8')).toBe(codeownersFile());
  });

  it('every folder a squad owns exists, and every top-level folder has a squad', () => {
    const owned = Object.values(SQUADS).flatMap((s) => s.owns.filter((p) => p !== '*'));
    for (const pattern of owned) expect(fs.existsSync(path.join(root, pattern)), pattern).toBe(true);
    const dirs = fs
      .readdirSync(root, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== '.git')
      .map((e) => e.name);
    // What git ignores (node_modules, build output, benchmark and fleet reports) belongs to no squad.
    const ignored = new Set(
      spawnSync('git', ['check-ignore', ...dirs], { cwd: root, encoding: 'utf8' })
        .stdout.split('\n')
        .filter(Boolean),
    );
    const topLevel = dirs.filter((name) => !ignored.has(name)).map((name) => `/${name}/`);
    expect(topLevel.filter((dir) => !owned.includes(dir))).toEqual([]);
  });

  it('every mall-api plugin and route folder has an owner, and a domain squad owns its own', () => {
    const owned = new Set(Object.values(SQUADS).flatMap((s) => s.owns));
    expect(SQUADS.catalog.owns).toEqual(expect.arrayContaining(['/mall-api/src/routes/api/v1/goods/', '/mall-api/src/plugins/app/catalog/']));
    expect(SQUADS.order.owns).toContain('/mall-api/src/plugins/app/order/');
    // The rest (sessions, identity, settings…) falls to /mall-api/ (platform): listed here so a new folder is a decision.
    const platformKept = ['platform', 'auth', 'app', 'identity-verification', 'my', 'third-party', 'client-errors'];
    for (const [base, folder] of [
      ['mall-api/src/plugins/app', 'plugins'],
      ['mall-api/src/routes/api/v1', 'routes'],
    ]) {
      const unowned = fs.readdirSync(path.join(root, base)).filter((name) => !owned.has(`/${base}/${name}/`) && !platformKept.includes(name));
      expect(unowned, `${folder} with no squad`).toEqual([]);
    }
  });

  it('each squad’s unit tests and e2e specs exist', () => {
    for (const [name, squad] of Object.entries(SQUADS)) {
      for (const project of squad.vitest) expect(vitestProjects, `${name}: vitest project ${project}`).toMatch(new RegExp(`'${project}'`));
      for (const spec of squad.e2e) expect(fs.existsSync(path.join(root, 'e2e', spec)), `${name}: ${spec}`).toBe(true);
    }
  });
});

describe('npm run test:squad', () => {
  it('runs the squad’s unit tests, builds what is stale, then its own e2e specs on the whole stack', () => {
    const plan = squadPlan('mfe-catalog', { stale: ['shell', 'mfe-catalog'], playwrightArgs: ['--project=mobile'] });
    expect(plan.map((s) => s.label)).toEqual(['unit', 'api', 'build', 'e2e']);
    expect(plan[0].args).toEqual(['vitest', 'run', '--project', 'mfe-catalog']);
    expect(plan[1].args.slice(0, 4)).toEqual(['vitest', 'run', '--project', 'mall-api']);
    expect(plan[1].args).toEqual(expect.arrayContaining(['test/routes/api/v1/goods/', 'test/plugins/app/catalog/']));
    expect(plan[2].args).toEqual(['run', 'build', '--silent', '-w', 'shell', '-w', 'mfe-catalog']);
    expect(plan[3].args).toEqual(['playwright', 'test', 'specs/catalog', '--project=mobile']);
    expect(plan[3].cwd).toBe(path.join(root, 'e2e'));
  });

  it('builds nothing when every frontend is current, runs units only when asked, and knows every name', () => {
    expect(squadPlan('cs_center', { stale: [] }).map((s) => s.label)).toEqual(['unit', 'api', 'e2e']);
    expect(squadPlan('order', { unitOnly: true, stale: ['shell'] }).map((s) => s.label)).toEqual(['unit', 'api']);
    expect(squadPlan('platform', { stale: [] }).map((s) => s.label)).toEqual(['unit', 'e2e']);
    expect(squadOf('cs-center')).toBe('cs-center');
    expect(() => squadOf('payments')).toThrow(/unknown squad/);
  });
});
