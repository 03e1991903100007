import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { compactForRelease, serializeRelease } from '../../../tools/openapi-compat.mjs';
import { openApiDocument } from './document';

/**
 * `npm run openapi:release -w mall-api`: records today's OpenAPI document as the released one, the
 * baseline CI compares every later change with (test/openapi-compat.test.ts). Run it when a mall-api
 * release ships and commit the file with it. What is kept is what a client's compatibility depends on
 * (tools/openapi-compat.mjs compactForRelease); the full document stays at /api/docs/json.
 */
const target = fileURLToPath(new URL('../../openapi.released.json', import.meta.url));
const released = compactForRelease(await openApiDocument());
await writeFile(target, serializeRelease(released));
console.log(`[openapi] ${target}: API ${released.info.version}, ${Object.keys(released.paths as object).length} paths`);
