import { vi } from 'vitest';

/**
 * The next request whose body contains `operation` reaches the server and is answered there, but the
 * answer never comes back: the caller sees the network error a phone sees when the connection drops
 * after the request went out. Other requests pass. Returns how many answers were lost so far.
 */
export function loseNextAnswer(operation: string): () => number {
  const realFetch = globalThis.fetch;
  let lost = 0;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    if (lost > 0 || !body.includes(operation)) return realFetch(input, init);
    lost++;
    spy.mockRestore();
    const answer = await realFetch(input, init);
    await answer.arrayBuffer();
    throw new TypeError('Failed to fetch');
  });
  return () => lost;
}
