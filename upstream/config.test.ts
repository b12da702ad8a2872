import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestUpstream } from '../test-utils/upstream.ts';
import { readUpstreamConfig, taxCountryWarning } from './config.ts';

const MESSAGE = 'Please do set the tax.defaultCountry in order to calculate totals';

describe('tax.defaultCountry (TAX_DEFAULT_COUNTRY)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is IN unless set, and then nothing is logged', () => {
    const config = readUpstreamConfig({});
    expect(config.TAX_DEFAULT_COUNTRY).toBe('IN');
    expect(taxCountryWarning(config)).toBeNull();
  });

  it('refuses a country whose taxes the shop cannot calculate, with a message that says what it takes', () => {
    expect(() => readUpstreamConfig({ TAX_DEFAULT_COUNTRY: 'PL' })).toThrow(/TAX_DEFAULT_COUNTRY must be IN/);
    expect(() => readUpstreamConfig({ TAX_DEFAULT_COUNTRY: "IN'; DROP TABLE orders;--" })).toThrow(/TAX_DEFAULT_COUNTRY must be IN/);
  });

  it("logs the spec's message at start when set empty, and the upstream still answers", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const upstream = await startTestUpstream(0, { env: { TAX_DEFAULT_COUNTRY: '' } });
    try {
      expect(warn).toHaveBeenCalledWith(`[upstream] ${MESSAGE}`);
      expect((await fetch(`${upstream.url}/api/catalog/categories`)).status).toBe(200);
    } finally {
      await upstream.close();
    }
  });
});
