import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { missingProductionSettings, PRODUCTION_SETTINGS, pgNotificationSecret } from '../../src/lib/environment';
import { buildTestApp } from '../helpers/build-app';

const STRONG = 'f'.repeat(16) + '0123456789abcdef0123';

/** Issue 25: a production mall-api never runs on public defaults, and its sandboxes stay off. */
describe('production settings', () => {
  it('names every missing or weak secret in production, none outside it', () => {
    expect(PRODUCTION_SETTINGS.map((s) => s.name)).toEqual([
      'PG_SANDBOX_SECRET',
      'MEDIA_STORE',
      'MEDIA_S3_BUCKET',
      'MEDIA_S3_ENDPOINT',
      'AWS_ACCESS_KEY_ID',
      'AWS_SECRET_ACCESS_KEY',
    ]);
    expect(missingProductionSettings({ NODE_ENV: 'production' })).toEqual(['PG_SANDBOX_SECRET']);
    // The old public default and a short key are not secrets.
    expect(missingProductionSettings({ NODE_ENV: 'production', PG_SANDBOX_SECRET: 'k-mall-sandbox-pg' })).toEqual(['PG_SANDBOX_SECRET']);
    expect(missingProductionSettings({ NODE_ENV: 'production', PG_SANDBOX_SECRET: 'short' })).toEqual(['PG_SANDBOX_SECRET']);
    expect(missingProductionSettings({ NODE_ENV: 'production', PG_SANDBOX_SECRET: STRONG })).toEqual([]);
    expect(missingProductionSettings({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('media in an S3 bucket (issue 27) needs the bucket and a key pair; the local disk needs nothing', () => {
    const base = { NODE_ENV: 'production', PG_SANDBOX_SECRET: STRONG };
    expect(missingProductionSettings({ ...base, MEDIA_STORE: 'local' })).toEqual([]);
    expect(missingProductionSettings({ ...base, MEDIA_STORE: 'disk' })).toEqual(['MEDIA_STORE']);
    expect(missingProductionSettings({ ...base, MEDIA_STORE: 's3' })).toEqual(['MEDIA_S3_BUCKET', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']);
    const s3 = { ...base, MEDIA_STORE: 's3', MEDIA_S3_BUCKET: 'kmall-media', AWS_ACCESS_KEY_ID: 'id', AWS_SECRET_ACCESS_KEY: 'secret' };
    expect(missingProductionSettings(s3)).toEqual([]);
    expect(missingProductionSettings({ ...s3, MEDIA_S3_ENDPOINT: 'http://minio:9000' })).toEqual([]);
    expect(missingProductionSettings({ ...s3, MEDIA_S3_ENDPOINT: 'minio:9000' })).toEqual(['MEDIA_S3_ENDPOINT']);
    expect(missingProductionSettings({ NODE_ENV: 'development', MEDIA_STORE: 's3' })).toEqual([]);
  });

  it('the PG notification key has no public default in production', () => {
    expect(() => pgNotificationSecret({ NODE_ENV: 'production' })).toThrow(/PG_SANDBOX_SECRET/);
    expect(() => pgNotificationSecret({ NODE_ENV: 'production', PG_SANDBOX_SECRET: 'k-mall-sandbox-pg' })).toThrow(/PG_SANDBOX_SECRET/);
    expect(pgNotificationSecret({ NODE_ENV: 'production', PG_SANDBOX_SECRET: STRONG })).toBe(STRONG);
    expect(pgNotificationSecret({ NODE_ENV: 'development' })).toBe('k-mall-sandbox-pg');
  });

  it('the server refuses to start in production without them, with one line naming what is missing', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: 'memory://',
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, 45_000);
      child.on('exit', (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    expect(code, stdout).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[mall-api\] production start refused: set PG_SANDBOX_SECRET \(.+\)$/);
    expect(stdout).not.toContain('ready');
  });
});

describe('a production app', () => {
  const saved = { env: process.env.NODE_ENV, secret: process.env.PG_SANDBOX_SECRET };
  afterEach(() => {
    process.env.NODE_ENV = saved.env;
    process.env.PG_SANDBOX_SECRET = saved.secret;
    delete process.env.SANDBOX;
  });

  it('is not built on the public PG notification key', async () => {
    process.env.NODE_ENV = 'production';
    process.env.PG_SANDBOX_SECRET = '';
    await expect(buildTestApp()).rejects.toThrow(/PG_SANDBOX_SECRET/);
  });

  it('serves no sandbox page: PG payment page, social consent, identity, inbox', async () => {
    process.env.NODE_ENV = 'production';
    process.env.PG_SANDBOX_SECRET = STRONG;
    const ctx = await buildTestApp();
    try {
      for (const url of ['/sandbox/pg/sbx_anything', '/sandbox/oauth/kakao/authorize', '/sandbox/identity/x', '/sandbox/inbox'])
        expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      expect((await ctx.app.inject({ method: 'POST', url: '/sandbox/pg/sbx_anything', payload: 'action=approve' })).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
