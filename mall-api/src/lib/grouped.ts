/**
 * Calls that come while one is running go together into the next: at most one `run` at a time, each with every
 * item that arrived while the one before ran, in arrival order. A caller gets its own item's result (`run`
 * answers one result per item, in order) or the batch's error. An item never joins a run already started, so a
 * statement that answers it is sent after the item came. A statement per request becomes a statement per round
 * trip: the search logs' insert, the search cache's check.
 */
export function grouped<T, R>(run: (items: T[]) => Promise<R[]>): (item: T) => Promise<R> {
  let queue: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  let running = false;
  async function drain() {
    running = true;
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        const results = await run(batch.map((b) => b.item));
        batch.forEach((b, i) => b.resolve(results[i]!));
      } catch (error) {
        for (const b of batch) b.reject(error);
      }
    }
    running = false;
  }
  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!running) void drain();
    });
}
