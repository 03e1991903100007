import { useMemo, useRef } from 'react';

/**
 * A fresh Idempotency-Key for one attempt (order start, prepare-pay): called in event handlers only,
 * never at module scope or in render. A retry of the same attempt reuses the key it was given.
 */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/** The key of a form's current attempt (call it with the request), and `forget` to end the attempt. */
export interface AttemptKey {
  (request: unknown): string;
  /** Ends the attempt: the next request gets a new key even when it is the same one (a refusal the shopper may fix elsewhere). */
  forget: () => void;
}

/**
 * The key of the current attempt of a form: the same request sent again (a double click, a retry
 * after a network error) keeps its key, so the server replays its first answer; a changed request
 * gets a new one. Call the returned function in event handlers.
 */
export function useAttemptKey(): AttemptKey {
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  return useMemo(
    () =>
      Object.assign(
        (request: unknown) => {
          const signature = JSON.stringify(request);
          if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
          return attempt.current.key;
        },
        {
          forget: () => {
            attempt.current = null;
          },
        },
      ),
    [],
  );
}
