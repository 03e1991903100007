#!/usr/bin/env node
/**
 * No god files (`npm run lint`): a source file of more than MAX_LINES lines fails, outside database
 * schema and seed data (tables and rows read best whole). The files already over it when the check came
 * are listed in OVER_LIMIT with their size then: each may only shrink, and leaves the list once split
 * (the check says so), so the list only gets shorter.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_LINES = 400;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Files over the limit when the check came (2026-11-29), and their line counts then. Empty since mall-api's
 * my-orders, search repository and checkout were split (docs/adr/0024); a file may only join it by a
 * decision written here, never to let a new file grow.
 */
export const OVER_LIMIT = {};

const SOURCE = /\.(ts|tsx|mts|mjs|js|jsx)$/;
const DATA = /(^|\/)(db\/schema|db\/seed)\//;

/** The problems with `files` (repository-relative path → line count). */
export function sizeProblems(files, { max = MAX_LINES, overLimit = OVER_LIMIT } = {}) {
  const problems = [];
  for (const [file, lines] of Object.entries(files)) {
    if (!SOURCE.test(file) || DATA.test(file)) continue;
    const allowed = overLimit[file];
    if (allowed === undefined && lines > max) problems.push(`${file}: ${lines} lines (at most ${max}: split it by what it does)`);
    else if (allowed !== undefined && lines > allowed)
      problems.push(`${file}: ${lines} lines, more than its ${allowed} when the size check came (it may only shrink)`);
    else if (allowed !== undefined && lines <= max) problems.push(`${file}: now ${lines} lines: take it off OVER_LIMIT in tools/check-file-size.mjs`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  const files = {};
  for (const file of tracked) {
    if (!SOURCE.test(file) || !fs.existsSync(path.join(root, file))) continue;
    files[file] = fs.readFileSync(path.join(root, file), 'utf8').split('\n').length - 1;
  }
  const problems = sizeProblems(files);
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
  console.log(`no source file over ${MAX_LINES} lines but the ${Object.keys(OVER_LIMIT).length} listed to shrink`);
}
