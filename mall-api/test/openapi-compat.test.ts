import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { compatibilityVerdict } from '../../tools/openapi-compat.mjs';
import { openApiDocument } from '../src/openapi/document';
import { API_VERSION } from '../src/plugins/external/swagger';

/**
 * CI's check of mall-api against its last release (openapi.released.json, recorded by
 * `npm run openapi:release -w mall-api`): a change that would break a client of the released API
 * (tools/openapi-compat.mjs lists what counts) fails unless API_VERSION has a new major.
 */
describe('OpenAPI compared with the last released document', () => {
  it('breaks no client of the released API, or says so with a new major version', { timeout: 60_000 }, async () => {
    const released = JSON.parse(await readFile(new URL('../openapi.released.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    const current = await openApiDocument();
    expect((current.info as { version: string }).version).toBe(API_VERSION);
    const verdict = compatibilityVerdict(released, current);
    expect(verdict.ok, `${verdict.reason}\n${verdict.changes.map((c) => `  - ${c.message}`).join('\n')}`).toBe(true);
  });
});
