import { AppError } from './errors';

export interface ClientBudgetOptions {
  /** Units one client may spend in a window. */
  perWindow: number;
  windowMs: number;
  /** Units one client may have running at once. */
  inFlight: number;
  /** The Korean answer of a refused spend (429). */
  message: string;
}

/**
 * What one client (its trusted address) may spend on an expensive kind of work on this instance: so
 * many units per window and so many running at once. It bounds what one client queues on the instance
 * that does the work (the shared per-address rate limit, Redis-backed, bounds its requests across
 * instances). `spend` is synchronous on purpose: the caller starts the work in the same tick, so
 * identical requests arriving together find it running and share it instead of each paying.
 */
export function createClientBudget(options: ClientBudgetOptions) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const running = new Map<string, number>();
  const refused = () => new AppError(429, 'TOO_MANY_REQUESTS', options.message);

  function hit(client: string, now: number): number {
    if (windows.size > 10_000) for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
    const entry = windows.get(client);
    if (!entry || entry.resetAt <= now) {
      windows.set(client, { count: 1, resetAt: now + options.windowMs });
      return 1;
    }
    return ++entry.count;
  }

  return {
    /** One unit of work for this client, or 429 past the window's budget or the running bound; returns its release. */
    spend(client: string): () => void {
      const busy = running.get(client) ?? 0;
      if (busy >= options.inFlight || hit(client, Date.now()) > options.perWindow) throw refused();
      running.set(client, busy + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (running.get(client) ?? 1) - 1;
        if (left > 0) running.set(client, left);
        else running.delete(client);
      };
    },
  };
}
export type ClientBudget = ReturnType<typeof createClientBudget>;
