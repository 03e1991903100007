import { z } from 'zod/mini';
import { PAID_FEATURES, REMOTE_NAMES, TRACKER_NAMES } from '../constants';
import { CONTRACT_PACKAGES, ROUTE_GUARDS } from '../declarations';

type TrackerName = (typeof TRACKER_NAMES)[number];

const names = z.array(z.string());

/** What the shell reads of a remote's `dist/remote-declaration.json` (shared-contracts `RemoteDeclaration`, docs/adr/0017). */
export const RemoteDeclarationSchema = z.object({
  name: z.enum(REMOTE_NAMES),
  contracts: z.object(Object.fromEntries(CONTRACT_PACKAGES.map((p) => [p, z.string()])) as Record<(typeof CONTRACT_PACKAGES)[number], z.ZodMiniString>),
  routes: z.array(
    z.object({
      path: z.string(),
      guard: z.optional(z.enum(ROUTE_GUARDS)),
      // Route meta as declared (type, transition, layouts…): read by the shell's transitions, never a guard.
      meta: z.optional(z.looseObject({})),
      feature: z.optional(z.enum(PAID_FEATURES)),
    }),
  ),
  modals: names,
  // version, samples, events, api, platform, eventSchemas: for the deploy and tests; the shell does not read them.
});

/**
 * Deploy-time configuration the shell reads at start (/runtime-config.json).
 * The shell's build holds no remote URL: redeploying a remote only changes this file or its files.
 * Written with zod/mini because the shell validates it before first paint: a few KB, not all of zod.
 */
export const RuntimeConfigSchema = z.object({
  environment: z.enum(['production', 'development', 'test']),
  apiBaseUrl: z.string().check(z.minLength(1)),
  remotes: z.object(Object.fromEntries(REMOTE_NAMES.map((r) => [r, z.url()])) as Record<(typeof REMOTE_NAMES)[number], z.ZodMiniURL>),
  /**
   * What each deployed remote declares (its `remote-declaration.json`): the routes, guards, modals and
   * feature switches the shell enforces. A remote without one owns no path and no modal.
   */
  declarations: z._default(
    z.object(
      Object.fromEntries(REMOTE_NAMES.map((r) => [r, z.optional(RemoteDeclarationSchema)])) as Record<
        (typeof REMOTE_NAMES)[number],
        z.ZodMiniOptional<typeof RemoteDeclarationSchema>
      >,
    ),
    {},
  ),
  maintenance: z.object({
    MM_MAINTENANCE_START_AT: z.nullable(z.string()),
    MM_MAINTENANCE_END_AT: z.nullable(z.string()),
    MM_MAINTENANCE_START_WITHOUT_END: z.boolean(),
  }),
  /** Account id per tracker; a tracker without one is not loaded. Unknown keys are ignored. */
  trackers: z.object(Object.fromEntries(TRACKER_NAMES.map((t) => [t, z.optional(z.string())])) as Record<TrackerName, z.ZodMiniOptional<z.ZodMiniString>>),
  /**
   * The version each frontend runs (`npm run deploy` writes it beside the versioned remote URLs; docs/adr/0018).
   * An object of known names rather than z.record: the record parser alone would add 0.6 KB to the first page.
   */
  versions: z.optional(
    z.object(
      Object.fromEntries(['shell', ...REMOTE_NAMES].map((n) => [n, z.optional(z.string())])) as Record<
        'shell' | (typeof REMOTE_NAMES)[number],
        z.ZodMiniOptional<z.ZodMiniString>
      >,
    ),
  ),
  /** Test runs: hand every bus event to window.__mallContractTap, where the e2e harness validates it with zod. */
  validateContracts: z._default(z.boolean(), false),
});
