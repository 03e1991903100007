import { z } from 'zod';
import { REMOTE_NAMES } from '../constants';


/**
 * Deploy-time configuration the shell reads at start (/runtime-config.json).
 * The shell's build holds no remote URL: redeploying a remote only changes this file or its files.
 */
export const RuntimeConfigSchema = z.object({
  environment: z.enum(['production', 'development', 'test']),
  apiBaseUrl: z.string().min(1),
  remotes: z.object(
    Object.fromEntries(REMOTE_NAMES.map((r) => [r, z.url()])) as Record<(typeof REMOTE_NAMES)[number], z.ZodURL>,
  ),
  maintenance: z.object({
    MM_MAINTENANCE_START_AT: z.string().nullable(),
    MM_MAINTENANCE_END_AT: z.string().nullable(),
    MM_MAINTENANCE_START_WITHOUT_END: z.boolean(),
  }),
  trackers: z.record(z.string(), z.string()),
  /** Validate bus events and API payloads with zod at the boundary (development and tests). */
  validateContracts: z.boolean().default(false),
});
