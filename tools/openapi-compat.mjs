/**
 * Is a new OpenAPI document safe for the clients of an old one? Lists the breaking changes:
 *
 *   - a path or an operation removed, or a success response it gave
 *   - a response field removed, made optional, or given a type or enum value it did not have
 *     (a client that read it would break)
 *   - a request field or parameter newly required, or a request type narrowed (a type, null or an
 *     enum value it accepted is refused now)
 *
 * Additive changes pass: new paths, operations and responses, new optional request fields, new
 * response fields, a request that accepts more. mall-api's test compares today's document with the
 * last released one (mall-api/openapi.released.json); a breaking change needs a major API version.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

function resolve(doc, schema, seen = new Set()) {
  if (!schema || typeof schema !== 'object' || !schema.$ref) return schema ?? {};
  if (seen.has(schema.$ref)) return {};
  seen.add(schema.$ref);
  const target = schema.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  return resolve(doc, target, seen);
}

/** The JSON types a schema admits (null included); null when it admits anything. */
function typesOf(doc, raw) {
  const schema = resolve(doc, raw);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const sets = branches.map((b) => typesOf(doc, b));
    return sets.includes(null) ? null : new Set(sets.flatMap((s) => [...s]));
  }
  if (schema.allOf) return typesOf(doc, schema.allOf[0]);
  if (schema.const !== undefined) return new Set([schema.const === null ? 'null' : typeof schema.const === 'number' ? 'number' : typeof schema.const]);
  if (schema.enum) return new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v === 'number' ? 'number' : typeof v)));
  if (!schema.type) return schema.properties ? new Set(['object', ...(schema.nullable ? ['null'] : [])]) : null;
  const types = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (types.has('integer')) types.add('number'); // an integer is a number for what a client can send or read
  if (schema.nullable) types.add('null');
  return types;
}

/** Enum values a schema allows (null: not an enum). */
function enumOf(doc, raw) {
  const schema = resolve(doc, raw);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const sets = branches.map((b) => enumOf(doc, b));
    if (sets.every((s) => s === null)) return null;
    // Branches that are not enums count only when they add nothing but null.
    if (sets.some((s, i) => s === null && !isNullOnly(doc, branches[i]))) return null;
    return new Set(sets.flatMap((s) => (s ? [...s] : [])));
  }
  if (schema.const !== undefined) return new Set([schema.const]);
  return schema.enum ? new Set(schema.enum) : null;
}

const isNullOnly = (doc, raw) => {
  const t = typesOf(doc, raw);
  return t !== null && t.size === 1 && t.has('null');
};

/** Object properties and required names, merged over anyOf/oneOf/allOf branches. */
function shapeOf(doc, raw) {
  const schema = resolve(doc, raw);
  const parts = [schema, ...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map((s) => resolve(doc, s));
  const properties = {};
  const required = new Set();
  for (const part of parts) {
    Object.assign(properties, part.properties ?? {});
    for (const name of part.required ?? []) required.add(name);
  }
  return { properties, required };
}

function itemsOf(doc, raw) {
  const schema = resolve(doc, raw);
  const branch = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map((s) => resolve(doc, s)).find((s) => s.items);
  return branch?.items ?? null;
}

const list = (set) => [...set].sort().join(', ');

/**
 * What a client reads: the new schema must give at least what the old one gave.
 * `oldDoc`/`newDoc` resolve $refs.
 */
function compareResponse(oldDoc, newDoc, oldSchema, newSchema, where, out, depth = 0) {
  if (depth > 12) return;
  const before = typesOf(oldDoc, oldSchema);
  const after = typesOf(newDoc, newSchema);
  if (after && (!before || [...after].some((t) => !before.has(t)))) {
    const added = before ? [...after].filter((t) => !before.has(t)) : [...after];
    if (before) out.push({ kind: 'response-type-widened', where, message: `응답 ${where}: 새 타입 ${added.join(', ')} (이전 ${list(before)})` });
    return;
  }
  if (!after && before) {
    out.push({ kind: 'response-type-widened', where, message: `응답 ${where}: 타입 제한이 없어졌습니다 (이전 ${list(before)})` });
    return;
  }
  const oldEnum = enumOf(oldDoc, oldSchema);
  const newEnum = enumOf(newDoc, newSchema);
  if (oldEnum && (!newEnum || [...newEnum].some((v) => !oldEnum.has(v)))) {
    const added = newEnum ? [...newEnum].filter((v) => !oldEnum.has(v)) : ['(아무 값)'];
    out.push({ kind: 'response-enum-widened', where, message: `응답 ${where}: 새 값 ${added.join(', ')}` });
  }
  const oldShape = shapeOf(oldDoc, oldSchema);
  const newShape = shapeOf(newDoc, newSchema);
  for (const [name, schema] of Object.entries(oldShape.properties)) {
    const field = `${where}.${name}`;
    if (!(name in newShape.properties)) {
      out.push({ kind: 'response-field-removed', where: field, message: `응답 필드 ${field}이(가) 없어졌습니다` });
      continue;
    }
    if (oldShape.required.has(name) && !newShape.required.has(name))
      out.push({ kind: 'response-field-optional', where: field, message: `응답 필드 ${field}이(가) 생략될 수 있게 되었습니다` });
    compareResponse(oldDoc, newDoc, schema, newShape.properties[name], field, out, depth + 1);
  }
  const oldItems = itemsOf(oldDoc, oldSchema);
  const newItems = itemsOf(newDoc, newSchema);
  if (oldItems && newItems) compareResponse(oldDoc, newDoc, oldItems, newItems, `${where}[]`, out, depth + 1);
}

/** What a client sends: the new schema must accept at least what the old one accepted. */
function compareRequest(oldDoc, newDoc, oldSchema, newSchema, where, out, depth = 0) {
  if (depth > 12) return;
  const before = typesOf(oldDoc, oldSchema);
  const after = typesOf(newDoc, newSchema);
  if (after && (!before || [...before].some((t) => !after.has(t)))) {
    const lost = before ? [...before].filter((t) => !after.has(t)) : ['(아무 타입)'];
    out.push({ kind: 'request-type-narrowed', where, message: `요청 ${where}: ${lost.join(', ')}을(를) 더 받지 않습니다` });
    return;
  }
  const oldEnum = enumOf(oldDoc, oldSchema);
  const newEnum = enumOf(newDoc, newSchema);
  if (newEnum && (!oldEnum || [...oldEnum].some((v) => !newEnum.has(v)))) {
    const lost = oldEnum ? [...oldEnum].filter((v) => !newEnum.has(v)) : ['(다른 값)'];
    out.push({ kind: 'request-enum-narrowed', where, message: `요청 ${where}: 값 ${lost.join(', ')}을(를) 더 받지 않습니다` });
  }
  const oldShape = shapeOf(oldDoc, oldSchema);
  const newShape = shapeOf(newDoc, newSchema);
  for (const name of newShape.required) {
    if (!oldShape.required.has(name))
      out.push({ kind: 'request-field-required', where: `${where}.${name}`, message: `요청 필드 ${where}.${name}이(가) 새로 필수입니다` });
  }
  for (const [name, schema] of Object.entries(oldShape.properties)) {
    if (name in newShape.properties) compareRequest(oldDoc, newDoc, schema, newShape.properties[name], `${where}.${name}`, out, depth + 1);
  }
  const oldItems = itemsOf(oldDoc, oldSchema);
  const newItems = itemsOf(newDoc, newSchema);
  if (oldItems && newItems) compareRequest(oldDoc, newDoc, oldItems, newItems, `${where}[]`, out, depth + 1);
}

const jsonSchemaOf = (content) => content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema;
const paramKey = (doc, p) => {
  const param = resolve(doc, p);
  return `${param.in}:${param.name}`;
};

function compareOperation(oldDoc, newDoc, oldOp, newOp, name, out) {
  // Parameters (path, query, header): a newly required one, or one that accepts less.
  const oldParams = new Map((oldOp.parameters ?? []).map((p) => [paramKey(oldDoc, p), resolve(oldDoc, p)]));
  for (const raw of newOp.parameters ?? []) {
    const param = resolve(newDoc, raw);
    const key = paramKey(newDoc, raw);
    const before = oldParams.get(key);
    const where = `${name} ${param.in} ${param.name}`;
    if (param.required && !before?.required && param.in !== 'path')
      out.push({ kind: 'request-field-required', where, message: `${where}: 새로 필수인 매개변수입니다` });
    if (before) compareRequest(oldDoc, newDoc, before.schema, param.schema, where, out);
  }
  // Body.
  const oldBody = resolve(oldDoc, oldOp.requestBody);
  const newBody = resolve(newDoc, newOp.requestBody);
  if (newBody?.required && !oldBody?.required)
    out.push({ kind: 'request-field-required', where: `${name} body`, message: `${name}: 요청 본문이 새로 필수입니다` });
  const oldBodySchema = jsonSchemaOf(oldBody?.content);
  const newBodySchema = jsonSchemaOf(newBody?.content);
  if (newBodySchema) compareRequest(oldDoc, newDoc, oldBodySchema ?? {}, newBodySchema, `${name} body`, out);
  // Success responses.
  for (const [status, raw] of Object.entries(oldOp.responses ?? {})) {
    if (!/^2/.test(status)) continue;
    const after = newOp.responses?.[status];
    if (!after) {
      out.push({ kind: 'response-removed', where: `${name} ${status}`, message: `${name}: ${status} 응답이 없어졌습니다` });
      continue;
    }
    const oldSchema = jsonSchemaOf(resolve(oldDoc, raw).content);
    const newSchema = jsonSchemaOf(resolve(newDoc, after).content);
    if (oldSchema) compareResponse(oldDoc, newDoc, oldSchema, newSchema ?? {}, `${name} ${status}`, out);
  }
}

/** Every breaking change from `released` to `current`, each { kind, where, message }. */
export function breakingChanges(released, current) {
  const out = [];
  for (const [path, oldItem] of Object.entries(released.paths ?? {})) {
    const newItem = current.paths?.[path];
    if (!newItem) {
      out.push({ kind: 'path-removed', where: path, message: `경로 ${path}이(가) 없어졌습니다` });
      continue;
    }
    for (const method of METHODS) {
      if (!oldItem[method]) continue;
      const name = `${method.toUpperCase()} ${path}`;
      if (!newItem[method]) out.push({ kind: 'operation-removed', where: name, message: `${name} 작업이 없어졌습니다` });
      else compareOperation(released, current, oldItem[method], newItem[method], name, out);
    }
  }
  return out;
}

const major = (version) => Number(String(version).split('.')[0]);

/**
 * The verdict CI gives: breaking changes pass only with a higher major API version than the released
 * one; a version lower than the released one never passes.
 */
export function compatibilityVerdict(released, current) {
  const changes = breakingChanges(released, current);
  const from = released.info?.version ?? '0.0.0';
  const to = current.info?.version ?? '0.0.0';
  const cmp = from
    .split('.')
    .map(Number)
    .reduce((c, n, i) => c || Math.sign((Number(to.split('.')[i]) || 0) - n), 0);
  if (cmp < 0) return { ok: false, changes, reason: `API 버전 ${to}이(가) 배포된 ${from}보다 낮습니다` };
  if (changes.length && major(to) <= major(from))
    return { ok: false, changes, reason: `호환되지 않는 변경 ${changes.length}건: API 버전의 major를 올리세요 (${from} → ${major(from) + 1}.0.0)` };
  return { ok: true, changes, reason: changes.length ? `major ${major(from)} → ${major(to)}: 호환되지 않는 변경 허용` : '호환' };
}

const SCHEMA_KEYS = ['type', 'nullable', 'enum', 'const', 'properties', 'required', 'items', 'anyOf', 'oneOf', 'allOf', '$ref'];

/**
 * The released baseline as the repository keeps it: only what a client's compatibility depends on
 * (operations, parameters, request bodies, success responses; types, enums, fields, required), with
 * repeated schemas stored once under components.schemas. The full document is 1.6 MB; this is what
 * breakingChanges reads, and it reads it the same way.
 */
export function compactForRelease(doc) {
  const schemaOf = (schema) => {
    const resolved = resolve(doc, schema);
    if (!resolved || typeof resolved !== 'object') return {};
    const out = {};
    for (const key of SCHEMA_KEYS) {
      if (resolved[key] === undefined || key === '$ref') continue;
      if (key === 'properties') out.properties = Object.fromEntries(Object.entries(resolved.properties).map(([k, v]) => [k, schemaOf(v)]));
      else if (key === 'items') out.items = schemaOf(resolved.items);
      else if (['anyOf', 'oneOf', 'allOf'].includes(key)) out[key] = resolved[key].map(schemaOf);
      else out[key] = resolved[key];
    }
    return out;
  };
  const content = (c) => {
    const schema = jsonSchemaOf(c);
    return schema ? { 'application/json': { schema: schemaOf(schema) } } : undefined;
  };
  const paths = {};
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    paths[path] = {};
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const body = resolve(doc, op.requestBody);
      paths[path][method] = {
        ...(op.parameters?.length
          ? {
              parameters: op.parameters
                .map((p) => resolve(doc, p))
                .map((p) => ({ in: p.in, name: p.name, required: Boolean(p.required), schema: schemaOf(p.schema) })),
            }
          : {}),
        ...(op.requestBody ? { requestBody: { required: Boolean(body.required), content: content(body.content) } } : {}),
        responses: Object.fromEntries(
          Object.entries(op.responses ?? {})
            .filter(([status]) => /^2/.test(status))
            .map(([status, r]) => [status, { content: content(resolve(doc, r).content) }]),
        ),
      };
    }
  }
  // Schemas that occur more than once are kept once and referenced.
  const counts = new Map();
  // Only schema positions: a `properties` map is not a schema (a field may be called `type`).
  const walk = (node, isMap = false) => {
    if (!node || typeof node !== 'object') return;
    if (!Array.isArray(node) && !isMap && (node.type || node.properties || node.anyOf)) {
      const key = JSON.stringify(node);
      if (key.length > 40) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const [k, value] of Object.entries(node)) walk(value, k === 'properties' && !isMap);
  };
  walk(paths);
  const shared = new Map();
  const schemas = {};
  const children = (node, isMap) => Object.fromEntries(Object.entries(node).map(([k, v]) => [k, dedupe(v, k === 'properties' && !isMap)]));
  const dedupe = (node, isMap = false) => {
    if (!node || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map((n) => dedupe(n));
    const key = JSON.stringify(node);
    if (!isMap && (counts.get(key) ?? 0) > 1) {
      if (!shared.has(key)) {
        const name = `s${shared.size + 1}`;
        shared.set(key, name);
        schemas[name] = children(node, false);
      }
      return { $ref: `#/components/schemas/${shared.get(key)}` };
    }
    return children(node, isMap);
  };
  const compactPaths = dedupe(paths);
  return { openapi: doc.openapi, info: { title: doc.info?.title, version: doc.info?.version }, components: { schemas }, paths: compactPaths };
}

/** The compact baseline as a file: one shared schema and one path a line, so a release's diff reads per operation. */
export function serializeRelease(compact) {
  const lines = (map) => Object.entries(map).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
  return [
    `{"openapi":${JSON.stringify(compact.openapi)},"info":${JSON.stringify(compact.info)},`,
    `"components":{"schemas":{`,
    lines(compact.components.schemas).join(',\n'),
    `}},"paths":{`,
    lines(compact.paths).join(',\n'),
    '}}',
    '',
  ].join('\n');
}
