/**
 * Test-only. Which pages are built changes as the squads land theirs, so a component test that hides
 * links to unbuilt pages pins the answer:
 *
 *   const built = vi.hoisted(() => ({ paths: ['/best'] }));
 *   vi.mock('@mall/shared-contracts', async (original) => (await import('@mall/shared-ui/testing/built-paths')).withBuiltPaths(original, built));
 *
 * A path is built when it is one of `paths` or below one. This module imports nothing of
 * shared-contracts itself: the mock factory would otherwise wait for its own result.
 */
export async function withBuiltPaths<T extends object>(original: () => Promise<T>, built: { paths: readonly string[] }) {
  return { ...(await original()), isBuiltPath: (href: string) => built.paths.some((p) => href === p || href.startsWith(`${p}/`)) };
}
