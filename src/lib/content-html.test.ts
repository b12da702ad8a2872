import { describe, expect, it } from 'vitest';
import { scrollableTables } from './content-html.ts';

describe('scrollableTables', () => {
  it('puts every table, nested ones too, in a box that scrolls sideways and leaves the rest as it was', () => {
    const html = '<p>a</p><table><tbody><tr><td><table><tr><td>x</td></tr></table></td></tr></tbody></table><p>b</p>';
    expect(scrollableTables(html)).toBe(
      '<p>a</p><div class="table-scroll" tabindex="0"><table><tbody><tr><td><div class="table-scroll" tabindex="0"><table><tr><td>x</td></tr></table></div></td></tr></tbody></table></div><p>b</p>',
    );
  });

  it('does not touch words that begin like the tag', () => {
    expect(scrollableTables('<p>&lt;tablet&gt; <tablet> tables</p>')).toBe('<p>&lt;tablet&gt; <tablet> tables</p>');
  });
});
