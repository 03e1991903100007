#!/usr/bin/env node
/**
 * A squad's own loop: its unit tests, then its own e2e specs against the whole stack.
 *
 *   npm run test:squad -- catalog                     vitest for mfe-catalog and catalog's mall-api tests, build what is stale, e2e specs/catalog
 *   npm run test:squad -- catalog --project=mobile    extra arguments go to Playwright
 *   npm run test:squad -- catalog --unit              unit tests only
 *
 * The stack is every frontend (stale ones are rebuilt, as `npm start` does) plus mall-api, started by
 * Playwright's webServer on MALL_PORT_OFFSET's ports. The full CI (`npm test`) stays as it is.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONTENDS } from './ports.mjs';
import { SQUADS, squadOf } from './squads.mjs';
import { isStale } from './start.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The commands a squad's loop runs, in order (exported for the test that keeps them honest). */
export function squadPlan(name, { unitOnly = false, playwrightArgs = [], stale = FRONTENDS.filter(isStale).map((f) => f.dir) } = {}) {
  const squad = SQUADS[squadOf(name)];
  const steps = [{ label: 'unit', cwd: ROOT, command: 'npx', args: ['vitest', 'run', ...squad.vitest.flatMap((p) => ['--project', p])] }];
  // Path filters apply to every project of a run, so the squad's mall-api tests run on their own.
  if (squad.apiTests.length) steps.push({ label: 'api', cwd: ROOT, command: 'npx', args: ['vitest', 'run', '--project', 'mall-api', ...squad.apiTests] });
  if (unitOnly || !squad.e2e.length) return steps;
  if (stale.length) steps.push({ label: 'build', cwd: ROOT, command: 'npm', args: ['run', 'build', '--silent', ...stale.flatMap((dir) => ['-w', dir])] });
  steps.push({ label: 'e2e', cwd: path.join(ROOT, 'e2e'), command: 'npx', args: ['playwright', 'test', ...squad.e2e, ...playwrightArgs] });
  return steps;
}

function run({ label, cwd, command, args }) {
  console.log(`\n[test:squad] ${label}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

async function main() {
  const [name, ...rest] = process.argv.slice(2);
  if (!name) {
    console.error(`사용법 / usage: npm run test:squad -- <${Object.keys(SQUADS).join('|')}> [--unit] [playwright args]`);
    process.exit(2);
  }
  let steps;
  try {
    steps = squadPlan(name, { unitOnly: rest.includes('--unit'), playwrightArgs: rest.filter((a) => a !== '--unit') });
  } catch (error) {
    console.error(`[test:squad] ${error.message}`);
    process.exit(2);
  }
  for (const step of steps) {
    const code = await run(step);
    if (code !== 0) {
      console.error(`[test:squad] ${step.label} 실패 / failed (exit ${code})`);
      process.exit(code);
    }
  }
  console.log(`\n[test:squad] ${squadOf(name)}: 통과 / passed`);
}

if (fileURLToPath(import.meta.url) === path.resolve(process.argv[1] ?? '')) void main();
