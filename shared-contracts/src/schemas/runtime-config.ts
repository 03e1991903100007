import { z } from 'zod/mini';
import { REMOTE_NAMES, TRACKER_NAMES } from '../constants';

type TrackerName = (typeof TRACKER_NAMES)[number];

/**
 * Deploy-time configuration the shell reads at start (/runtime-config.json).
 * The shell's build holds no remote URL: redeploying a remote only changes this file or its files.
 * Written with zod/mini because the shell validates it before first paint: a few KB, not all of zod.
 */
export const RuntimeConfigSchema = z.object({
  environment: z.enum(['production', 'development', 'test']),
  apiBaseUrl: z.string().check(z.minLength(1)),
  remotes: z.object(Object.fromEntries(REMOTE_NAMES.map((r) => [r, z.url()])) as Record<(typeof REMOTE_NAMES)[number], z.ZodMiniURL>),
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
