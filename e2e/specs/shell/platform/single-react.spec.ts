import { expect, test } from '../../../fixtures/test';
import { GoodsDetailPage } from '../../../pages/catalog-page';
import { ShellPage } from '../../../pages/shell-page';

interface ShareEntry {
  version: string;
  from: string;
  loaded?: boolean;
  useIn?: string[];
}
interface FederationGlobal {
  __INSTANCES__: { name: string; shareScopeMap: Record<string, Record<string, Record<string, ShareEntry>>> }[];
  __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;
}
interface DevtoolsHook {
  renderers: Map<number, { version?: string; rendererPackageName?: string }>;
}

const SINGLETONS = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

/**
 * One React at run time, checked two independent ways after the shell and two remotes have mounted:
 *  1. the Module Federation share scopes (every instance's, plus the global `__FEDERATION__.__SHARE__`):
 *     each React singleton has exactly one *loaded* entry, and every mounted remote is in its `useIn`
 *     (a remote that bundled its own copy would be missing there);
 *  2. a stub React DevTools hook installed before any script runs: every react-dom copy that executes
 *     registers a renderer with it, so a duplicate shows up even if it bypassed federation entirely.
 */
test('the shell and its remotes share exactly one React and one ReactDOM', async ({ page }) => {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    const noop = () => undefined;
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject: (renderer: unknown) => (renderers.set(renderers.size + 1, renderer), renderers.size),
        checkDCE: noop,
        onScheduleFiberRoot: noop,
        onCommitFiberRoot: noop,
        onCommitFiberUnmount: noop,
        onPostCommitFiberRoot: noop,
        setStrictMode: noop,
      },
    });
  });
  const invalidHookCalls: string[] = [];
  page.on('console', (msg) => /Invalid hook call|more than one copy of React/i.test(msg.text()) && invalidHookCalls.push(msg.text()));

  const shell = new ShellPage(page);
  await new GoodsDetailPage(page).goto(1);
  await shell.expectRemoteMounted('catalog');
  await shell.homeLink.click(); // exhibit, which also pulls the goods card fragment from catalog
  await shell.expectRemoteMounted('exhibit');

  const report = await page.evaluate((singletons) => {
    const federation = (window as unknown as { __FEDERATION__: FederationGlobal }).__FEDERATION__;
    const scopeMaps = [...Object.values(federation.__SHARE__), ...federation.__INSTANCES__.map((i) => i.shareScopeMap)];
    const loaded = Object.fromEntries(singletons.map((name) => [name, new Set<ShareEntry>()]));
    for (const scopeMap of scopeMaps) {
      for (const scope of Object.values(scopeMap)) {
        for (const name of singletons) {
          // Same object reached through several instances counts once (Set of entries).
          for (const entry of Object.values(scope[name] ?? {})) if (entry.loaded) loaded[name]!.add(entry);
        }
      }
    }
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: DevtoolsHook }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
    return {
      instances: federation.__INSTANCES__.map((i) => i.name),
      loaded: Object.fromEntries(
        Object.entries(loaded).map(([name, set]) => [name, [...set].map((e) => ({ version: e.version, from: e.from, useIn: e.useIn ?? [] }))]),
      ),
      renderers: [...hook.renderers.values()].map((r) => `${r.rendererPackageName}@${r.version}`),
    };
  }, SINGLETONS);

  expect(report.instances).toEqual(expect.arrayContaining(['shell', 'catalog', 'exhibit']));
  for (const name of SINGLETONS) expect(report.loaded[name], `${name}: loaded share entries`).toHaveLength(1);
  const react = report.loaded.react![0]!;
  expect(react.useIn, 'every mounted app uses the shared react').toEqual(expect.arrayContaining(['shell', 'catalog', 'exhibit']));
  expect(report.renderers, 'react-dom copies that registered with DevTools').toEqual([`react-dom@${react.version}`]);
  expect(invalidHookCalls).toEqual([]);
});
