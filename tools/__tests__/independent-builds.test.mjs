import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function snapshot(dir) {
  const out = {};
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else out[path.relative(dir, p)] = `${fs.statSync(p).mtimeMs}:${crypto.createHash('sha1').update(fs.readFileSync(p)).digest('hex')}`;
    }
  };
  walk(dir);
  return out;
}

const build = (workspace) =>
  execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } });

describe('independent deployment', () => {
  it('building one remote leaves the other remotes’ output untouched', () => {
    for (const w of ['mfe-cs-center', 'mfe-order']) if (!fs.existsSync(path.join(root, w, 'dist/mf-manifest.json'))) build(w);
    const before = { cs: snapshot(path.join(root, 'mfe-cs-center/dist')), order: snapshot(path.join(root, 'mfe-order/dist')) };
    build('mfe-catalog');
    expect(snapshot(path.join(root, 'mfe-cs-center/dist'))).toEqual(before.cs);
    expect(snapshot(path.join(root, 'mfe-order/dist'))).toEqual(before.order);
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'mfe-catalog/dist/mf-manifest.json'), 'utf8'));
    expect(manifest.name).toBe('catalog');
    expect(manifest.exposes.map((e) => e.path).sort()).toEqual(['./app', './goods-card', './modals']);
  }, 120_000);

  it('the shell build holds no remote URL: remotes come from runtime-config.json', () => {
    if (!fs.existsSync(path.join(root, 'shell/dist/index.html'))) build('shell');
    const js = fs.readdirSync(path.join(root, 'shell/dist')).filter((f) => f.endsWith('.js'));
    expect(js.length).toBeGreaterThan(0);
    for (const f of js) expect(fs.readFileSync(path.join(root, 'shell/dist', f), 'utf8').match(/localhost:300[1-5]|127\.0\.0\.1:300[1-5]/), f).toBeNull();
  }, 120_000);
});
