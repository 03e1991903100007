#!/usr/bin/env node
/**
 * can-i-deploy (docs/adr/0017): may this build of a remote go live next to what is deployed?
 *
 *   npm run can-i-deploy -- catalog [--config runtime-config.json] [--shell shell/dist] [--openapi url|file]
 *
 * Compares the remote's dist/remote-declaration.json with the deployed shell (shell-declaration.json:
 * the shared packages it provides, its platform members, the events it emits and consumes and their
 * payload shapes), the other deployed remotes (the runtime config's `declarations`) and mall-api's
 * OpenAPI, and fails on a breaking difference. Additive changes pass.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DECLARATION_FILE, mergeDeclaration, REMOTE_DIRS, SHELL_DECLARATION_FILE, withBuiltDeclarations } from './declarations.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `^1.2.0` → [1, 2, 0]. */
const parts = (text) => {
  const m = /^[\^~]?(\d+)\.(\d+)\.(\d+)$/.exec(String(text ?? '').trim());
  return m ? m.slice(1).map(Number) : null;
};

/** Why `provided` does not satisfy the caret range `required` (same major, at least its minor.patch), or null. */
export function rangeProblem(pkg, required, provided) {
  const want = parts(required);
  const have = parts(provided);
  if (!want || !have) return `${pkg}: 알 수 없는 버전 ${required} / ${provided}`;
  if (want[0] !== have[0]) return `${pkg}: 메이저 버전 불일치 (원격 ${required}, 셸 ${provided})`;
  if (want[1] > have[1] || (want[1] === have[1] && want[2] > have[2])) return `${pkg}: 셸(${provided})보다 새 버전(${required})이 필요합니다`;
  return null;
}

const typesOf = (schema) => (schema?.type === undefined ? null : [].concat(schema.type));

/**
 * Whether every payload valid under `producer` is accepted by `consumer` (JSON Schemas of zod
 * objects): each property the consumer requires is required by the producer with a compatible type;
 * enums and literals may only narrow; properties only the producer has are ignored (zod drops them).
 * Returns the problems found, `at` naming the place.
 */
export function payloadProblems(producer, consumer, at = '') {
  if (!consumer || Object.keys(consumer).length === 0) return [];
  if (!producer) return [`${at || '(payload)'}: 생산자 스키마 없음`];
  const problems = [];
  const wanted = typesOf(consumer);
  const given = typesOf(producer);
  const integerOk = (t, accepted) => accepted.includes(t) || (t === 'integer' && accepted.includes('number'));
  if (wanted && given && !given.every((t) => integerOk(t, wanted))) problems.push(`${at || '(payload)'}: 타입 ${given.join('|')} → ${wanted.join('|')}`);
  const values = (s) => (s.enum ? s.enum : 'const' in s ? [s.const] : null);
  const accepted = values(consumer);
  const produced = values(producer);
  if (accepted && (!produced || produced.some((v) => !accepted.includes(v))))
    problems.push(`${at || '(payload)'}: 값 ${JSON.stringify(produced ?? '(any)')}이(가) ${JSON.stringify(accepted)} 밖입니다`);
  if (consumer.properties) {
    for (const key of consumer.required ?? []) {
      if (!(producer.required ?? []).includes(key)) problems.push(`${at}.${key}: 소비자가 필요로 하지만 생산자가 보장하지 않습니다`);
    }
    for (const [key, sub] of Object.entries(consumer.properties)) {
      if (producer.properties?.[key]) problems.push(...payloadProblems(producer.properties[key], sub, `${at}.${key}`));
    }
  }
  if (consumer.items && producer.items) problems.push(...payloadProblems(producer.items, consumer.items, `${at}[]`));
  return problems;
}

/** `GET /api/v1/goods/{id}` → `GET /api/v1/goods/{}` for every operation of an OpenAPI document. */
export function openapiOperations(doc) {
  const ops = new Set();
  for (const [p, methods] of Object.entries(doc.paths ?? {})) {
    for (const method of Object.keys(methods))
      if (/^(get|post|put|patch|delete)$/.test(method)) ops.add(`${method.toUpperCase()} ${p.replace(/\{[^}]*\}/g, '{}')}`);
  }
  return ops;
}

/** Whether the shell's platform surface offers `member` (`modals.open`; a bare member of another library's type covers its methods). */
function platformOffers(surface, member) {
  const [head, sub] = member.split('.');
  if (surface.includes(member)) return true;
  const hasSubs = surface.some((m) => m.startsWith(`${head}.`));
  return sub ? surface.includes(head) && !hasSubs : hasSubs;
}

/**
 * The breaking differences between `candidate` (a remote's declaration) and what is deployed: `shell`
 * (its shell-declaration.json), `deployed` (the runtime config's declarations) and `openapi` (mall-api's
 * document). An empty list: it may deploy.
 */
export function canIDeploy({ candidate, shell, deployed = {}, openapi = null }) {
  const problems = [];
  for (const [pkg, range] of Object.entries(candidate.contracts ?? {})) {
    const provided = shell.provides?.[pkg];
    const problem = provided ? rangeProblem(pkg, range, provided) : `${pkg}: 셸이 제공하지 않습니다`;
    if (problem) problems.push(`계약 ${problem}`);
  }
  try {
    mergeDeclaration({ declarations: deployed }, candidate, { shellRoutes: shell.routes ?? [] });
  } catch (error) {
    problems.push(error.message);
  }
  const others = Object.values(deployed).filter((d) => d && d.name !== candidate.name);
  const schemaOf = (owner, event) => owner.eventSchemas?.[event];
  for (const event of candidate.events.emits) {
    if (!shell.eventSchemas?.[event]) {
      problems.push(`이벤트 ${event}: 배포된 셸이 모르는 이벤트입니다 (버스가 버립니다)`);
      continue;
    }
    const consumers = [
      ...(shell.events.consumes.includes(event) ? [['shell', shell]] : []),
      ...others.filter((o) => o.events.consumes.includes(event)).map((o) => [o.name, o]),
    ];
    // The shell's bus checks every event against its own schema: that consumer is always there.
    if (!consumers.some(([name]) => name === 'shell')) consumers.push(['shell(버스 검증)', shell]);
    for (const [name, consumer] of consumers) {
      for (const p of payloadProblems(schemaOf(candidate, event), schemaOf(consumer, event))) problems.push(`이벤트 ${event} → ${name}: ${p}`);
    }
  }
  for (const event of candidate.events.consumes) {
    const producers = [
      ...(shell.events.emits.includes(event) ? [['shell', shell]] : []),
      ...others.filter((o) => o.events.emits.includes(event)).map((o) => [o.name, o]),
    ];
    for (const [name, producer] of producers) {
      for (const p of payloadProblems(schemaOf(producer, event), schemaOf(candidate, event))) problems.push(`이벤트 ${event} ← ${name}: ${p}`);
    }
  }
  for (const member of candidate.platform ?? []) {
    if (!platformOffers(shell.platform ?? [], member)) problems.push(`플랫폼 ${member}: 배포된 셸에 없습니다`);
  }
  if (openapi) {
    const ops = [...openapiOperations(openapi)].map((op) => op.split(' '));
    // `/api/v1/lego-pages/main` is an operation of `/api/v1/lego-pages/{}`: a parameter takes any segment.
    const covers = (template, p) => {
      const a = template.split('/');
      const b = p.split('/');
      return a.length === b.length && a.every((seg, i) => seg === b[i] || seg === '{}');
    };
    for (const op of candidate.api ?? []) {
      const [method, p] = op.split(' ');
      if (!ops.some(([m, template]) => (method === '*' || m === method) && covers(template, p)))
        problems.push(`API ${op}: 배포된 mall-api의 OpenAPI에 없습니다`);
    }
  }
  return problems;
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

async function loadOpenapi(source) {
  if (!source) return null;
  if (/^https?:/.test(source)) {
    const res = await fetch(source);
    if (!res.ok) throw new Error(`${source}: ${res.status}`);
    return res.json();
  }
  return readJson(source);
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { config: { type: 'string' }, shell: { type: 'string' }, openapi: { type: 'string' }, declaration: { type: 'string' } },
  });
  const name = positionals[0];
  if (!REMOTE_DIRS[name]) {
    console.error(`사용법 / usage: npm run can-i-deploy -- <${Object.keys(REMOTE_DIRS).join('|')}> [--config file] [--shell dir] [--openapi url|file]`);
    process.exit(2);
  }
  const candidate = readJson(values.declaration ?? path.join(ROOT, REMOTE_DIRS[name], 'dist', DECLARATION_FILE));
  const shell = readJson(path.join(values.shell ?? path.join(ROOT, 'shell/dist'), SHELL_DECLARATION_FILE));
  // What is deployed: the runtime config's declarations, or else every built remote's.
  const deployed = values.config
    ? (readJson(values.config).declarations ?? {})
    : withBuiltDeclarations(
        {},
        Object.entries(REMOTE_DIRS)
          .filter(([n]) => n !== name)
          .map(([, dir]) => ({ dir: path.join(ROOT, dir) })),
      ).declarations;
  const openapi = await loadOpenapi(values.openapi ?? process.env.MALL_OPENAPI_URL);
  const problems = canIDeploy({ candidate, shell, deployed, openapi });
  if (!openapi) console.warn('[can-i-deploy] OpenAPI 없음: mall-api 호출은 확인하지 않았습니다 / no --openapi, mall-api calls not checked');
  if (problems.length) {
    console.error(`[can-i-deploy] ${name}: 배포할 수 없습니다 / cannot deploy\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`[can-i-deploy] ${name} ${candidate.version}: 배포할 수 있습니다 / may deploy`);
}

if (fileURLToPath(import.meta.url) === path.resolve(process.argv[1] ?? '')) void main();
