/**
 * Runs a background job in the API process: `pass` at once and then every `everyMs`, never two
 * passes at a time (a tick while one is under way is skipped). `pass` returns nothing when there
 * is nothing to do yet, else the work under way; it handles its own errors. Returns a stop
 * function that settles once a pass under way has finished, so the caller closes the database
 * pool after it, not under it.
 */
export function every(everyMs: number, pass: () => Promise<void> | undefined): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    const work = pass();
    if (!work) return;
    running = work.finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
