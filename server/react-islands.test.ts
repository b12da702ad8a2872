import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { renderToStringWithPrefix } from './react-islands.ts';

const serverRenderer = createRequire(import.meta.url).resolve('@astrojs/react/server.js');

describe("the islands' server render without streaming", () => {
  it("passes the island's render options (its useId prefix) to renderToString in the installed @astrojs/react", () => {
    const code = renderToStringWithPrefix(readFileSync(serverRenderer, 'utf8'));
    expect(code).toContain('html = ReactDOM.renderToString(vnode, renderOptions);');
    // The options it passes are those the streaming render got: the prefix is the island's.
    expect(code).toMatch(/const renderOptions = \{\s*identifierPrefix: prefix,/);
  });

  it('stops the build when the line it changes is gone', () => {
    expect(() => renderToStringWithPrefix('html = await renderToReadableStreamAsync(vnode, renderOptions);')).toThrow(/no longer has/);
  });
});
