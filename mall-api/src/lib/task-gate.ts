/** A gate whose waiting line is full: the work is refused at once (503 SERVICE_BUSY, error-handler.ts). */
export class GateFullError extends Error {
  readonly code = 'GATE_FULL';
  constructor(readonly gate: string) {
    super(`${gate}: the waiting line is full`);
    this.name = 'GateFullError';
  }
}

/**
 * Runs at most `limit` tasks at once; the others wait their turn, first come first served. With
 * `maxWaiting`, a task arriving when that many already wait is refused at once (GateFullError) instead
 * of queueing behind work it would wait seconds for.
 */
export function taskGate(limit: number, { maxWaiting = Infinity, name = 'task gate' }: { maxWaiting?: number; name?: string } = {}) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < limit) running++;
    else if (waiting.length >= maxWaiting) throw new GateFullError(name);
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes to the next waiting task, or is given back.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
