/**
 * Think time (issue 21): the pause of a person between two steps (reading a page, typing, deciding),
 * drawn uniformly from a range, and a sleep that a stop cuts short.
 */
export interface ThinkRange {
  minMs: number;
  maxMs: number;
}

/** "500-3000" (ms), or one number for a fixed pause; throws with the setting's name on anything else. */
export function parseThinkRange(text: string, name = 'LOAD_THINK_MS'): ThinkRange {
  const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(text);
  if (!match) throw new Error(`${name}: expected milliseconds as MIN-MAX (500-3000) or one number, got "${text}"`);
  const minMs = Number(match[1]);
  const maxMs = match[2] === undefined ? minMs : Number(match[2]);
  if (maxMs < minMs) throw new Error(`${name}: the maximum ${maxMs} is below the minimum ${minMs}`);
  return { minMs, maxMs };
}

/** A pause drawn uniformly from the range with `random` (0 <= random() < 1), in whole milliseconds. */
export function thinkTime(range: ThinkRange, random: () => number): number {
  return Math.round(range.minMs + random() * (range.maxMs - range.minMs));
}

export const describeThink = (range: ThinkRange) =>
  range.minMs === range.maxMs ? `${range.minMs} ms` : `${(range.minMs / 1000).toFixed(1)}-${(range.maxMs / 1000).toFixed(1)} s (uniform)`;

/** Waits `ms`, or less when `signal` aborts first (the load stops): never rejects. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted || ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
