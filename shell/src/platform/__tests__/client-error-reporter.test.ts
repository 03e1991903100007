import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@mall/shared-contracts';
import { ClientErrorReportSchema } from '@mall/shared-contracts/schemas';

const config = {
  environment: 'production',
  apiBaseUrl: 'https://api.example.test/',
  remotes: {
    catalog: 'https://cdn.example.test/catalog/1.4.0-abc/mf-manifest.json',
    exhibit: 'https://cdn.example.test/exhibit/2.0.0-def/mf-manifest.json',
    mypage: 'https://cdn.example.test/mypage/mf-manifest.json',
    order: 'https://cdn.example.test/order/mf-manifest.json',
    cs_center: 'https://cdn.example.test/cs/mf-manifest.json',
  },
  declarations: {},
  maintenance: { MM_MAINTENANCE_START_AT: null, MM_MAINTENANCE_END_AT: null, MM_MAINTENANCE_START_WITHOUT_END: false },
  trackers: {},
  versions: { shell: '1.0.0-aaa', catalog: '1.4.0-abc', exhibit: '2.0.0-def' },
  validateContracts: false,
} satisfies RuntimeConfig;

let beacons: { url: string; body: unknown }[];
beforeEach(() => {
  vi.resetModules();
  beacons = [];
  vi.stubGlobal('navigator', {
    sendBeacon: vi.fn((url: string, blob: Blob) => {
      // jsdom's Blob has no text(): read it as a browser would hand it over.
      const reader = new FileReader();
      reader.onload = () => beacons.push({ url, body: JSON.parse(reader.result as string) });
      reader.readAsText(blob);
      return true;
    }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const reporter = () => import('../client-error-reporter');
const sentBodies = () => vi.waitFor(() => beacons.length > 0 || Promise.reject(new Error('no beacon'))).then(() => beacons);

describe('client error reports', () => {
  it('attributes a stack to the remote whose versioned folder served the script, else the shell', async () => {
    const { frontendOf } = await reporter();
    const origin = 'https://www.example.test';
    expect(
      frontendOf(
        `Error\n    at emit (${origin}/main.1a2b3c.js:1:10)\n    at x (https://cdn.example.test/exhibit/2.0.0-def/__federation_expose_app.js:2:5)`,
        config,
        origin,
      ),
    ).toBe('exhibit');
    expect(frontendOf(`Error\n    at emit (${origin}/main.1a2b3c.js:1:10)`, config, origin)).toBe('shell');
    expect(frontendOf('Error\n    at https://elsewhere.test/x.js:1:1', config, origin)).toBe('unknown');
    expect(frontendOf(undefined, config, origin)).toBe('unknown');
  });

  it('sends a report the contract accepts, tagged with the remote and its deployed version, by beacon', async () => {
    const { sendReport } = await reporter();
    expect(
      sendReport(
        { kind: 'invalid-event', event: 'cart.countChanged', message: 'count: Too small', stack: 'at https://cdn.example.test/catalog/1.4.0-abc/page.js:1:1' },
        config,
      ),
    ).toBe(true);
    const beacon = (await sentBodies())[0]!;
    expect(beacon.url).toBe('https://api.example.test/api/v1/client-errors');
    expect(ClientErrorReportSchema.parse(beacon.body)).toEqual({
      kind: 'invalid-event',
      remote: 'catalog',
      version: '1.4.0-abc',
      message: 'count: Too small',
      route: '/',
      event: 'cart.countChanged',
    });
  });

  it('names cs_center as the contract spells remotes, cuts long messages, and says unknown without a version', async () => {
    const { toReport } = await reporter();
    const report = toReport({ kind: 'remote-load', remote: 'cs_center', message: 'x'.repeat(900) }, config, '/cs');
    expect(ClientErrorReportSchema.safeParse(report).success).toBe(true);
    expect(report).toMatchObject({ remote: 'cs-center', version: 'unknown', route: '/cs' });
    expect(report.message).toHaveLength(500);
  });

  it('sends the same report once and at most ten per page load', async () => {
    const { sendReport, MAX_REPORTS } = await reporter();
    const problem = { kind: 'uncaught' as const, message: 'boom', remote: 'shell' };
    expect(sendReport(problem, config)).toBe(true);
    expect(sendReport(problem, config)).toBe(false);
    for (let i = 1; i < MAX_REPORTS; i++) expect(sendReport({ ...problem, message: `boom ${i}` }, config)).toBe(true);
    expect(sendReport({ ...problem, message: 'one too many' }, config)).toBe(false);
    expect(navigator.sendBeacon).toHaveBeenCalledTimes(MAX_REPORTS);
  });

  it('falls back to fetch with keepalive when the beacon is refused', async () => {
    vi.stubGlobal('navigator', { sendBeacon: () => false });
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    const { sendReport } = await reporter();
    sendReport({ kind: 'uncaught', message: 'boom', remote: 'shell' }, null);
    expect(fetch).toHaveBeenCalledWith('/api/v1/client-errors', expect.objectContaining({ method: 'POST', keepalive: true }));
    const body = JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string) as unknown;
    expect(body).toMatchObject({ kind: 'uncaught', remote: 'shell', version: 'unknown', message: 'boom' });
  });
});
