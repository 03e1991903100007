/**
 * A fresh Idempotency-Key for one attempt (order start, prepare-pay): called in event handlers only,
 * never at module scope or in render. A retry of the same attempt reuses the key it was given.
 */
export const newIdempotencyKey = (): string => crypto.randomUUID();
