import type { SearchDocument, SearchPort } from '../search-index/port.ts';
import type { CatalogueClient } from './clients/catalogue-client.ts';

const PAGE = 500;

/**
 * Feeds the search engine from the catalogue service: every product page by page, with the names
 * of its categories. Reports progress as it goes; returns the number indexed.
 */
export async function feedSearch(catalogue: CatalogueClient, search: SearchPort, onProgress?: (done: number, total: number) => void): Promise<number> {
  const categories = new Map((await catalogue.categories()).map((c) => [c.id, c.name]));
  const documents: SearchDocument[] = [];
  let total = Number.POSITIVE_INFINITY;
  for (let start = 0; start < total; start += PAGE) {
    const page = await catalogue.exportPage(start, PAGE);
    total = page.total;
    for (const product of page.items) {
      documents.push({ ...product, categoryNames: product.categoryIds.flatMap((id) => categories.get(id) ?? []) });
    }
    onProgress?.(documents.length, total);
    if (page.items.length === 0) break;
  }
  await search.replaceAll(documents);
  return documents.length;
}
