import { RuntimeConfigSchema } from '@mall/shared-contracts/runtime-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkForDeploy, DEPLOY_RELOAD_KEY, deployAction, deployFingerprint } from '../deploy-check';

const remotes = {
  catalog: 'http://localhost:3001/1.0.0-aaaa/mf-manifest.json',
  exhibit: 'http://localhost:3002/mf-manifest.json',
  mypage: 'http://localhost:3003/mf-manifest.json',
  order: 'http://localhost:3004/mf-manifest.json',
  cs_center: 'http://localhost:3005/mf-manifest.json',
};
const booted = { remotes, versions: { catalog: '1.0.0-aaaa' } };
const deployed = { remotes: { ...remotes, catalog: 'http://localhost:3001/1.0.0-bbbb/mf-manifest.json' }, versions: { catalog: '1.0.0-bbbb' } };

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('deployAction: one reload per deploy, never a loop', () => {
  it('stays when the served config points where this page started, whatever else changed', () => {
    expect(deployAction(booted, { ...booted, versions: { catalog: '1.0.0-aaaa' } }, memoryStorage())).toBe('stay');
    expect(deployFingerprint({ remotes, versions: { b: '2', a: '1' } })).toBe(deployFingerprint({ remotes, versions: { a: '1', b: '2' } }));
  });

  it('reloads once into a new deploy and remembers which one', () => {
    const storage = memoryStorage();
    expect(deployAction(booted, deployed, storage)).toBe('reload');
    expect(storage.data.get(DEPLOY_RELOAD_KEY)).toBe(deployFingerprint(deployed));
    // Still handed the old document after the reload (a stale cache): no second reload for the same deploy.
    expect(deployAction(booted, deployed, storage)).toBe('stay');
  });

  it('a later deploy (or a rollback) gets its own reload', () => {
    const storage = memoryStorage({ [DEPLOY_RELOAD_KEY]: deployFingerprint(deployed) });
    expect(deployAction(deployed, booted, storage)).toBe('reload');
  });

  it('a shell-only deploy counts too', () => {
    expect(deployAction(booted, { ...booted, versions: { ...booted.versions, shell: '1.0.1-cccc' } }, memoryStorage())).toBe('reload');
  });

  it('without working storage it does not risk a loop', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(deployAction(booted, deployed, broken)).toBe('stay');
  });

  it('the booted config keeps its versions through validation (else every page would look redeployed)', () => {
    const parsed = RuntimeConfigSchema.parse({
      environment: 'test',
      apiBaseUrl: '/',
      remotes,
      maintenance: { MM_MAINTENANCE_START_AT: null, MM_MAINTENANCE_END_AT: null, MM_MAINTENANCE_START_WITHOUT_END: false },
      trackers: {},
      versions: booted.versions,
    });
    expect(deployAction(parsed, booted, memoryStorage())).toBe('stay');
  });
});

describe('checkForDeploy', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('revalidates /runtime-config.json and reloads into a new deploy', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(deployed)));
    vi.stubGlobal('fetch', fetchMock);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    expect(await checkForDeploy(booted)).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-cache' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await checkForDeploy(booted)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('an unreachable config is no reason to reload', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 502 })),
    );
    expect(await checkForDeploy(booted)).toBe(false);
  });
});
