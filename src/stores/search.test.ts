import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningGateway, startGateway } from '../../gateway/server.ts';
import { startTestUpstream } from '../../test-utils/upstream.ts';
import { useGraphqlEndpoint } from '../lib/graphql-client.ts';
import {
  $activeOption,
  $panelOpen,
  $recentSearches,
  $searchPanel,
  CLIENT_TIMEOUT_MS,
  chosenHref,
  closePanel,
  highlightParts,
  IDLE,
  loadRecentSearches,
  moveActive,
  type PanelAnswer,
  rememberSearch,
  type SearchTransport,
  typeQuery,
  useSearchTransport,
} from './search.ts';

const answer = (...names: string[]): PanelAnswer => ({
  total: names.length,
  matchedTerms: [],
  suggestions: [],
  items: names.map((name, i) => ({ sku: `SKU${i}`, name, saltinfo: '', urlPath: `/p/SKU${i}/x`, prescriptionRequired: false, price: { paise: 100 } })),
});

afterEach(() => {
  useSearchTransport(null);
  $searchPanel.set(IDLE);
  $recentSearches.set([]);
  closePanel();
  cleanStores($searchPanel, $panelOpen, $activeOption, $recentSearches);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the search panel against a real gateway', () => {
  let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
  let gateway: RunningGateway;
  beforeAll(async () => {
    upstream = await startTestUpstream();
    gateway = await startGateway({ GATEWAY_HOST: '127.0.0.1', GATEWAY_PORT: 0, UPSTREAM_URL: upstream.url });
    useGraphqlEndpoint(gateway.url);
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });

  it('shows Augmentin with its salt for "augmentn", and what to highlight', async () => {
    await typeQuery('augmentn', 0);
    const { status, answer: found } = $searchPanel.get();
    expect(status).toBe('done');
    expect(found?.items[0]).toMatchObject({ name: 'Augmentin 625 Duo Tablet', saltinfo: 'Amoxycillin (500mg) + Clavulanic Acid (125mg)' });
    expect(found?.matchedTerms).toEqual(['augmentin']);
  });

  it('finds nothing for "zzzzqqqq" without recording a typeahead keystroke for staff', async () => {
    await typeQuery('zzzzqqqq', 0);
    expect($searchPanel.get().answer?.total).toBe(0);
    await gateway.gateway.context.searchMisses.settled();
    expect(
      await upstream.db
        .selectFrom('search_misses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ).toEqual({ n: 0 });
  });
});

describe('typing', () => {
  it('asks nothing under 3 characters', async () => {
    const transport = vi.fn<SearchTransport>(async () => answer('x'));
    useSearchTransport(transport);
    await typeQuery('az', 0);
    expect(transport).not.toHaveBeenCalled();
    expect($searchPanel.get()).toMatchObject({ status: 'short', query: 'az' });
  });

  it('waits for a pause in typing and asks once', async () => {
    const transport = vi.fn<SearchTransport>(async (q) => answer(q));
    useSearchTransport(transport);
    const typed = ['aug', 'augm', 'augme'].map((text) => typeQuery(text, 30));
    await Promise.all(typed);
    expect(transport.mock.calls.map(([q]) => q)).toEqual(['augme']);
    expect($searchPanel.get().answer?.items[0]?.name).toBe('augme');
  });

  it('drops an answer that arrives after the answer to newer text', async () => {
    const pending = new Map<string, (a: PanelAnswer) => void>();
    useSearchTransport((q) => new Promise((resolve) => pending.set(q, resolve)));
    const first = typeQuery('para', 0);
    await vi.waitFor(() => expect(pending.has('para')).toBe(true));
    const second = typeQuery('paracetamol', 0);
    await vi.waitFor(() => expect(pending.has('paracetamol')).toBe(true));
    pending.get('paracetamol')?.(answer('Paracetamol result'));
    await second;
    pending.get('para')?.(answer('Stale result'));
    await first;
    expect($searchPanel.get()).toMatchObject({ query: 'paracetamol', answer: { items: [{ name: 'Paracetamol result' }] } });
  });

  it(`gives up after ${CLIENT_TIMEOUT_MS} ms with the spec's message`, async () => {
    vi.useFakeTimers();
    useSearchTransport((_q, signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))));
    const typed = typeQuery('augmentin', 0);
    await vi.advanceTimersByTimeAsync(CLIENT_TIMEOUT_MS + 10);
    await typed;
    expect($searchPanel.get()).toMatchObject({ status: 'error', error: 'Server Down! Please Try After Some Time!' });
  });
});

describe('keyboard', () => {
  it('moves through the results with the arrow keys, wrapping, and Enter opens the highlighted one', async () => {
    useSearchTransport(async () => answer('One', 'Two', 'Three'));
    await typeQuery('one', 0);
    expect(chosenHref()).toBeNull();
    moveActive(1);
    moveActive(1);
    expect(chosenHref()).toBe('/p/SKU1/x');
    moveActive(1);
    moveActive(1);
    expect($activeOption.get()).toBe(0);
    moveActive(-1);
    expect($activeOption.get()).toBe(2);
    closePanel();
    expect([$panelOpen.get(), $activeOption.get()]).toEqual([false, -1]);
  });

  it('offers the recent searches while nothing is typed', async () => {
    $recentSearches.set(['azithral', 'glaxo']);
    await typeQuery('', 0);
    moveActive(1);
    expect(chosenHref()).toBe('/search?q=azithral');
  });
});

describe('recent searches', () => {
  it('keeps the newest 5, without repeats, in sessionStorage', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('sessionStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) });
    for (const q of ['azithral', 'glaxo', 'AZITHRAL', 'ab', 'dolo 650', 'crocin', 'allegra', 'asthalin']) rememberSearch(q);
    expect($recentSearches.get()).toEqual(['asthalin', 'allegra', 'crocin', 'dolo 650', 'AZITHRAL']);
    $recentSearches.set([]);
    loadRecentSearches();
    expect($recentSearches.get()).toHaveLength(5);
  });

  it.each([['not json'], ['{"a":1}'], ['[1,2]']])('ignores a stored value of %j', (stored) => {
    vi.stubGlobal('sessionStorage', { getItem: () => stored, setItem: () => {} });
    loadRecentSearches();
    expect($recentSearches.get()).toEqual([]);
  });
});

describe('highlightParts', () => {
  it.each([
    [
      'Augmentin 625 Duo Tablet',
      ['augmentin'],
      [
        ['Augmentin', true],
        [' 625 Duo Tablet', false],
      ],
    ],
    [
      'Allegra 180mg Tablet',
      ['180'],
      [
        ['Allegra ', false],
        ['180', true],
        ['mg Tablet', false],
      ],
    ],
    [
      'Amoxycillin (500mg) + Clavulanic Acid',
      ['amoxycillin', 'clavulanic'],
      [
        ['Amoxycillin', true],
        [' (500mg) + ', false],
        ['Clavulanic', true],
        [' Acid', false],
      ],
    ],
    ['Nothing here', ['augmentin'], [['Nothing here', false]]],
  ])('%s with %j', (text, terms, parts) => {
    expect(highlightParts(text, terms).map((p) => [p.text, p.hit])).toEqual(parts);
  });
});
