import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import monolithConfig, { MONOLITH_DIR } from '../monolith/rspack.config';

describe('the monolith build of bench:web', () => {
  const config = monolithConfig({}, { mode: 'production' });
  const runtime = fs.readFileSync(path.join(MONOLITH_DIR, 'federation-runtime.mjs'), 'utf8');

  it('is the shell without federation, built apart from every deployable', () => {
    expect(config.plugins?.some((p) => p instanceof ModuleFederationPlugin)).toBe(false);
    expect(config.output?.path).toBe(path.join(MONOLITH_DIR, 'dist'));
    expect(config.entry).toEqual({ main: './src/index.ts' });
  });

  it("imports every module a remote exposes, from that remote's sources", () => {
    const imports = [...runtime.matchAll(/"([a-z_]+\/[a-z-]+)": \(\) => import\("([^"]+)"\)/g)].map(([, id, file]) => [id, file]);
    expect(imports.map(([id]) => id).sort()).toEqual(
      [
        'catalog/app',
        'catalog/goods-card',
        'catalog/modals',
        'cs_center/app',
        'cs_center/modals',
        'exhibit/app',
        'exhibit/modals',
        'mypage/app',
        'mypage/modals',
        'order/app',
        'order/modals',
      ].sort(),
    );
    for (const [, file] of imports) expect(fs.existsSync(file), file).toBe(true);
  });
});
