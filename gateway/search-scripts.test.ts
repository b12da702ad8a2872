import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useGraphqlEndpoint } from '../src/lib/graphql-client.ts';
import { $activeOption, $panelOpen, $searchPanel, closePanel, IDLE, typeQuery } from '../src/stores/search.ts';
import { searchProducts } from '../src/stores/staff/decoding.ts';
import { startTestUpstream } from '../test-utils/upstream.ts';
import { type RunningGateway, startGateway } from './server.ts';

/**
 * Queries in Devanagari and Odia through the real gateway over HTTP, sent by the browser's own code:
 * the search panel's store (its "no results" and "Did you mean" come from this answer) and the staff
 * decoding picker's search (which asks the same `search` as customers do).
 */
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
afterEach(() => {
  $searchPanel.set(IDLE);
  closePanel();
  cleanStores($searchPanel, $panelOpen, $activeOption);
});

const panel = async (text: string) => {
  await typeQuery(text, 0);
  const { status, answer } = $searchPanel.get();
  expect(status).toBe('done');
  return answer;
};

describe('the search panel in Indian scripts', () => {
  it('finds Augmentin 625 for "ऑगमेंटिन ६२५" (Devanagari, Devanagari digits) and highlights the Latin name', async () => {
    const answer = await panel('ऑगमेंटिन ६२५');
    expect(answer?.items[0]?.name).toBe('Augmentin 625 Duo Tablet');
    expect(answer?.matchedTerms).toEqual(expect.arrayContaining(['augmentin', '625']));
  });

  it('finds paracetamol for "ପାରାସିଟାମୋଲ" (Odia)', async () => {
    const answer = await panel('ପାରାସିଟାମୋଲ');
    expect(answer?.total).toBeGreaterThan(3);
    expect(answer?.items.every((p) => p.saltinfo.includes('Paracetamol'))).toBe(true);
  });

  it('answers nonsense in Devanagari with no products and no suggestion', async () => {
    expect(await panel('क्ष्ज्ञफ्ह')).toMatchObject({ total: 0, items: [], suggestions: [] });
  });

  it('suggests the Latin name when a Devanagari query finds nothing, and the suggestion finds it', async () => {
    expect(await panel('ऑगमेंटिन ९९९९')).toMatchObject({ total: 0, suggestions: ['augmentin'] });
    expect((await panel('augmentin'))?.items[0]?.name).toMatch(/^Augmentin/);
  });

  it('suggests for an Odia query that finds nothing too', async () => {
    expect(await panel('ଅଗମେଣ୍ଟିନ ୯୯୯୯')).toMatchObject({ total: 0, suggestions: ['augmentin'] });
  });
});

describe("the staff decoding picker's search", () => {
  it.each([
    ['एम्लोडिपिन', 'Amlodipine'],
    ['ଆମ୍ଲୋଡିପିନ', 'Amlodipine'],
    ['অ্যামলোডিপিন', 'Amlodipine'],
    ['मेटफॉर्मिन', 'Metformin'],
  ])('finds the products of a salt typed in a script: %s', async (typed, salt) => {
    const reply = await searchProducts(typed);
    if (!reply.ok) throw new Error(reply.error.message);
    expect(reply.data.length).toBeGreaterThan(0);
    expect(reply.data.every((p) => p.saltinfo.includes(salt))).toBe(true);
  });
});
