import { describe, expect, it } from 'vitest';
import { offlineAnswer } from './offline-page.ts';

const PAGE = '<html><head><title>Offline</title></head><body><section data-offline-reason="offline">…</section></body></html>';

describe('offlineAnswer', () => {
  it.each(['unsynced', 'noresults', 'offline'] as const)('shows the %s message and stays', (reason) => {
    const html = offlineAnswer(PAGE, reason, '/bn');
    expect(html).toContain(`data-offline-reason="${reason}"`);
    expect(html).not.toContain('http-equiv="refresh"');
  });

  it('shows the unavailable message and goes to the home page of the language and store view', () => {
    const html = offlineAnswer(PAGE, 'unavailable', '/jh/bn');
    expect(html).toContain('data-offline-reason="unavailable"');
    expect(html).toContain('<meta http-equiv="refresh" content="3;url=/jh/bn"></head>');
  });
});
