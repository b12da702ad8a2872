/**
 * Runs `refresh` every `intervalMs` (never two at once), so price and stock changes reach search
 * without a rebuild. The timer does not keep the process alive; a failed run is logged and retried at
 * the next tick.
 */
export function startSearchRefresh(refresh: () => Promise<unknown>, intervalMs: number, log: (message: string, error: unknown) => void = console.warn) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running !== null) return running;
    running = refresh()
      .catch((error: unknown) => log('[search] refresh from the catalogue failed; retrying at the next interval', error))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = intervalMs > 0 ? setInterval(tick, intervalMs) : null;
  timer?.unref();
  return {
    /** Runs a refresh now (or waits for the one under way). */
    now: () => tick(),
    stop: async () => {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
