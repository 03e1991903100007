import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import pkg from '../../../package.json';
import { SHARED_UI_VERSION } from '../../version';

describe('package version', () => {
  it('SHARED_UI_VERSION is the package version, and the changelog has its entry', () => {
    expect(SHARED_UI_VERSION).toBe(pkg.version);
    expect(readFileSync(path.join(import.meta.dirname, '../../../CHANGELOG.md'), 'utf8')).toContain(`## ${pkg.version}`);
  });
});
