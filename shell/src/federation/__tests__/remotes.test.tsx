import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { SHARED_CONTRACTS_VERSION, type RuntimeConfig } from '@mall/shared-contracts';
import { SHARED_UI_VERSION } from '@mall/shared-ui';
import { createFakePlatform, renderWithPlatform, testConfig } from '@mall/shared-ui/testing';
import { sourceDeclarations } from '../../../../tools/declarations.mjs';
import { RemoteParcel } from '../../components/remote-parcel';

const runtime = vi.hoisted(() => ({ registered: [] as string[], loaded: [] as string[], reports: [] as unknown[] }));
vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (remotes: { name: string }[]) => runtime.registered.push(...remotes.map((r) => r.name)),
  loadRemote: (id: string) => (runtime.loaded.push(id), id.endsWith('/down') ? Promise.reject(new Error('Loading script failed')) : Promise.resolve({ id })),
  preloadRemote: () => Promise.resolve(),
}));
vi.mock('../../platform/client-errors', () => ({ reportClientError: (problem: unknown) => runtime.reports.push(problem) }));

const { loadRemoteModule, PROVIDED_CONTRACTS, refusedRemotes, registerDomainRemotes, RemoteRefusedError } = await import('../remotes');

/** Today's declarations, with catalog and order built against other shared-contracts ranges. */
async function configWith(ranges: Partial<Record<'catalog' | 'order', string>>): Promise<RuntimeConfig> {
  const declarations = await sourceDeclarations();
  for (const [name, range] of Object.entries(ranges)) {
    const d = declarations[name as 'catalog' | 'order'];
    declarations[name as 'catalog' | 'order'] = { ...d, contracts: { ...d.contracts, '@mall/shared-contracts': range } };
  }
  return { ...testConfig, declarations: declarations as unknown as RuntimeConfig['declarations'] };
}

// Ranges around the shared-contracts this shell provides (the package version: its changelog moves it).
const PROVIDED = SHARED_CONTRACTS_VERSION;
const [MAJOR, MINOR, PATCH] = PROVIDED.split('.').map(Number) as [number, number, number];
const NEXT_MAJOR = `^${MAJOR + 1}.0.0`;
const NEWER_MINOR = `^${MAJOR}.${MINOR + 1}.0`;
const NEWER_PATCH = `^${MAJOR}.${MINOR}.${PATCH + 1}`;

afterEach(() => {
  runtime.registered.length = 0;
  runtime.loaded.length = 0;
  runtime.reports.length = 0;
  vi.restoreAllMocks();
});

describe('contract ranges (docs/adr/0017)', () => {
  it('the shell provides the versions of the packages it is built with', () => {
    expect(PROVIDED_CONTRACTS).toEqual({ '@mall/shared-contracts': PROVIDED, '@mall/shared-ui': SHARED_UI_VERSION });
    expect(PROVIDED).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('refuses a remote built against another major or a newer minor, and runs the rest', async () => {
    const refused = refusedRemotes(await configWith({ catalog: NEXT_MAJOR, order: NEWER_MINOR }));
    expect([...refused.keys()].sort()).toEqual(['catalog', 'order']);
    expect(refused.get('catalog')).toBe(`@mall/shared-contracts ${NEXT_MAJOR} ≠ ${PROVIDED}`);
    expect(refused.get('order')).toBe(`@mall/shared-contracts ${NEWER_MINOR} ≠ ${PROVIDED}`);
    expect(refusedRemotes(await configWith({ catalog: NEWER_PATCH })).get('catalog')).toBe(`@mall/shared-contracts ${NEWER_PATCH} ≠ ${PROVIDED}`);
    expect(refusedRemotes(await configWith({ catalog: `^${MAJOR}.0.0`, order: `^${PROVIDED}` })).size).toBe(0);
  });

  it('does not register a refused remote, reports it once, and fails its loads at once', async () => {
    const reports: string[] = [];
    registerDomainRemotes(await configWith({ catalog: NEXT_MAJOR }), (error) => reports.push(`${error.remote}: ${error.reason}`));
    expect(runtime.registered.sort()).toEqual(['cs_center', 'exhibit', 'mypage', 'order']);
    expect(reports).toEqual([`catalog: @mall/shared-contracts ${NEXT_MAJOR} ≠ ${PROVIDED}`]);
    await expect(loadRemoteModule('catalog/goods-card')).rejects.toBeInstanceOf(RemoteRefusedError);
    await expect(loadRemoteModule('exhibit/app')).resolves.toEqual({ id: 'exhibit/app' });
    expect(runtime.loaded).toEqual(['exhibit/app']);
  });

  it('reports a refusal and a failed load to mall-api as remote-load, naming the remote (docs/adr/0023)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    registerDomainRemotes(await configWith({ order: NEXT_MAJOR }));
    await expect(loadRemoteModule('catalog/down')).rejects.toThrow('Loading script failed');
    expect(runtime.reports).toEqual([
      { kind: 'remote-load', remote: 'order', message: `order refused: @mall/shared-contracts ${NEXT_MAJOR} ≠ ${PROVIDED}` },
      { kind: 'remote-load', remote: 'catalog', message: 'catalog/down: Loading script failed' },
    ]);
  });

  it("shows a refused remote's domain fallback without a retry", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const platform = createFakePlatform({ loadRemote: () => Promise.reject(new RemoteRefusedError('catalog', '@mall/shared-contracts ^3.0.0 ≠ 2.0.0')) });
    renderWithPlatform(<RemoteParcel remote="catalog" />, { platform });
    expect(await screen.findByText('상품 화면을 불러오지 못했습니다')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
    expect(error).not.toHaveBeenCalledWith(expect.stringContaining('원격 앱을 불러오지 못했습니다'), expect.anything());
  });
});
