import { defineConfig } from 'vitest/config';

const dom = (name: string, setupFiles: string[] = []) => ({
  extends: true as const,
  test: {
    name,
    root: `./${name}`,
    environment: 'jsdom',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    setupFiles: ['../shared-ui/src/testing/setup-dom.ts', ...setupFiles],
    // Forms typed key by key in jsdom take seconds on a busy 2-core machine; 5 s (the default) timed out there.
    testTimeout: 15_000,
  },
});

/** One vitest run for every workspace; `--project <name>` runs one of them alone. */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machine.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'shared-contracts', root: './shared-contracts', environment: 'node', include: ['src/**/__tests__/**/*.test.ts'] } },
      dom('shared-ui'),
      {
        extends: true,
        test: {
          name: 'mall-api',
          root: './mall-api',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          // Migrates and seeds the demo mall once; each file's database starts from that copy.
          globalSetup: ['./test/helpers/seeded-template.ts'],
          // Behaviour of the PostgreSQL server itself (pool, timeouts, concurrency) runs on PostgreSQL only (npm run test:pg).
          // Shared counters across instances run against Redis only (REDIS_URL).
          exclude: [...(process.env.DATABASE_URL ? [] : ['test/**/*.pg.test.ts']), ...(process.env.REDIS_URL ? [] : ['test/**/*.redis.test.ts'])],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Autoload imports the plugins and routes itself: through vitest, so the TypeScript sources load as tests load them.
          server: { deps: { inline: ['@fastify/autoload'] } },
        },
      },
      { extends: true, test: { name: 'tools', root: './tools', environment: 'node', include: ['__tests__/**/*.test.{ts,mjs}'] } },
      // The shell learns its routes from the remotes' declarations: its tests install today's (docs/adr/0017).
      dom('shell', ['./src/testing/install-declarations.ts']),
      dom('mfe-catalog'),
      dom('mfe-exhibit'),
      dom('mfe-mypage'),
      dom('mfe-order'),
      dom('mfe-cs-center'),
    ],
  },
});
