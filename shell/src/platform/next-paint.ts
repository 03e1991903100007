/**
 * Runs `run` once the next frame has painted (a frame, then a task), so work that can wait never
 * competes with what the shopper is about to see. Returns a cancel function.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
