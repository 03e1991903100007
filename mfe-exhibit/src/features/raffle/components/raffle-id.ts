import { DbIdParamSchema } from '@mall/shared-contracts/schemas';

/** A raffle id from a path or modal param (an int4 database id); null for anything else. */
export function raffleIdOf(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const parsed = DbIdParamSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
