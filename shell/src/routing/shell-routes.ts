import type { RouteMeta } from '@mall/shared-contracts';

/*
 * The only routes the shell renders itself; every other path belongs to a remote that declares it
 * (docs/adr/0017). Pure data: the shell's build writes it to dist/shell-declaration.json, which the
 * deploy uses to refuse a remote claiming one of these paths.
 */
export const SHELL_ROUTES: ({ path: string } & RouteMeta)[] = [
  // The maintenance page stands alone: every link of the header would lead back to it.
  { path: '/maintenance', type: 'error', layouts: ['layout--bare'] },
  // The menu keeps its own scroll (sections fold open) and always opens at the top.
  { path: '/sidebar', type: 'side', scrollSelfHandling: true },
  { path: '/setting', type: 'sub' },
  // Leaving the mall: the destination first (web), or the system browser (app).
  { path: '/external', type: 'sub' },
  // The claim offer's print page: the same hand-off to the print service's address.
  { path: '/print/claim-offer', type: 'sub' },
];
