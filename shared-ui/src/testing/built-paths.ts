/**
 * Test-only. Which paths the deployed remotes declare decides which links show; a component test
 * pins it (everything else of the fake platform's site map is the spec's):
 *
 *   const built = vi.hoisted(() => ({ paths: ['/best'] }));
 *   vi.mock('@mall/shared-contracts/spec-samples', async (original) => (await import('@mall/shared-ui/testing/built-paths')).withBuiltPaths(original, built));
 *
 * A path is declared when it is one of `paths` or below one. This module imports nothing of
 * shared-contracts itself: the mock factory would otherwise wait for its own result.
 */
export async function withBuiltPaths<T extends { specSiteMatch: (pathname: string) => unknown }>(
  original: () => Promise<T>,
  built: { paths: readonly string[] },
) {
  const mod = await original();
  return {
    ...mod,
    specSiteMatch: (pathname: string) => (built.paths.some((p) => pathname === p || pathname.startsWith(`${p}/`)) ? mod.specSiteMatch(pathname) : null),
  };
}
