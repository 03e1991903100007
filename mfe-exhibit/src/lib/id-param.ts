import { DbIdParamSchema } from '@mall/shared-contracts/schemas';

/** A path or modal param that must be a database id (digits, int4); null for anything else. */
export function idParamOf(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const parsed = DbIdParamSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
