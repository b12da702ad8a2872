import type { SearchPort } from '../search-index/port.ts';
import { RELEVANCE_CASES, relevanceFailure } from '../search-index/relevance-cases.ts';

/** The relevance table against an engine: how many cases pass, and what came back for the others. */
export async function relevanceReport(engine: SearchPort): Promise<{ passed: number; total: number; misses: { query: string; top: string[] }[] }> {
  const misses: { query: string; top: string[] }[] = [];
  for (const c of RELEVANCE_CASES) {
    const { items } = await engine.search({ query: c.query, size: 3 });
    if (relevanceFailure(c, items)) misses.push({ query: c.query, top: items.map((p) => p.name) });
  }
  return { passed: RELEVANCE_CASES.length - misses.length, total: RELEVANCE_CASES.length, misses };
}
