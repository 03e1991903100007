/*
 * Build and check tooling only (`@mall/shared-contracts/contract-shapes`, never bundled): the shapes a
 * build records in its declaration so `can-i-deploy` can compare two versions of the contracts
 * without running either (docs/adr/0017).
 */
import { z } from 'zod';
import { EventSchemas } from './schemas/events';

/** The JSON Schema of each bus event's payload, by event name. */
export function eventPayloadShapes(): Record<string, unknown> {
  return Object.fromEntries(Object.entries(EventSchemas).map(([name, schema]) => [name, z.toJSONSchema(schema, { io: 'input' })]));
}
