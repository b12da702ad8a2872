import { describe, expect, it } from 'vitest';
import { readReadyLine, readyLine, SERVE_READY } from './cluster.ts';

describe("npm run serve's ready line", () => {
  it.each([
    [[4120], 'http://localhost:4321/'],
    [[4120, 4141, 4160], 'http://localhost:40111/'],
  ])('reads back the URL and the processes it printed: %j', (pids, url) => {
    const match = SERVE_READY.exec(`\n${readyLine(url, pids)}\n`);
    expect(match).not.toBeNull();
    expect(readReadyLine(match as RegExpMatchArray)).toEqual({ url: url.replace(/\/$/, ''), pids });
  });
});
