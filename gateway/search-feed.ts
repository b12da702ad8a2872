import type { Product } from '../domain/product.ts';
import type { AlternativesIndex } from '../search-index/alternatives.ts';
import type { SearchDocument, SearchPort } from '../search-index/port.ts';
import type { CatalogueChangesClient, ChangeCursor } from './clients/catalogue-changes-client.ts';
import type { CatalogueClient } from './clients/catalogue-client.ts';

const PAGE = 500;

export interface FeedProgress {
  /** Reading the catalogue from the upstream. */
  onFetch?: ((done: number, total: number) => void) | undefined;
  /** Building the index. */
  onIndex?: ((done: number, total: number) => void) | undefined;
}

type CategoryNames = ReadonlyMap<number, string>;

function toDocument(product: Product, categories: CategoryNames): SearchDocument {
  return { ...product, categoryNames: product.categoryIds.map((id) => categories.get(id) ?? '') };
}

async function categoryNames(catalogue: CatalogueClient): Promise<CategoryNames> {
  return new Map((await catalogue.categories()).map((c) => [c.id, c.name]));
}

/**
 * Feeds the search engine (and the alternatives index, issue 16) the whole catalogue from the catalogue service, page by page, with the names
 * of each product's categories. The change-feed cursor is taken first, so nothing written during the
 * export is missed by the polls that follow. Returns the number indexed and that cursor.
 */
export async function feedSearch(
  catalogue: CatalogueClient,
  changes: CatalogueChangesClient,
  search: SearchPort,
  progress: FeedProgress = {},
  alternatives?: AlternativesIndex,
): Promise<{ count: number; cursor: ChangeCursor }> {
  const cursor = await changes.currentCursor();
  const categories = await categoryNames(catalogue);
  const documents: SearchDocument[] = [];
  let total = Number.POSITIVE_INFINITY;
  for (let start = 0; start < total; start += PAGE) {
    const page = await catalogue.exportPage(start, PAGE);
    total = page.total;
    for (const product of page.items) documents.push(toDocument(product, categories));
    progress.onFetch?.(documents.length, total);
    if (page.items.length === 0) break;
  }
  await search.replaceAll(documents, { onProgress: progress.onIndex });
  alternatives?.replaceAll(documents);
  return { count: documents.length, cursor };
}

/**
 * Brings the index up to date with the products changed since `cursor` (new prices, stock, disabled
 * products): upserts them page by page and returns the new cursor and the changed products' SKUs.
 */
export async function applyCatalogueChanges(
  catalogue: CatalogueClient,
  changes: CatalogueChangesClient,
  search: SearchPort,
  cursor: ChangeCursor,
  alternatives?: AlternativesIndex,
): Promise<{ cursor: ChangeCursor; skus: string[] }> {
  let at = cursor;
  const skus: string[] = [];
  let categories: CategoryNames | undefined;
  for (;;) {
    const page = await changes.since(at);
    if (page.items.length > 0) {
      categories ??= await categoryNames(catalogue);
      const names = categories;
      await search.upsert(page.items.map((product) => toDocument(product, names)));
      alternatives?.upsert(page.items);
      for (const product of page.items) skus.push(product.sku);
    }
    at = page.cursor;
    if (!page.more) return { cursor: at, skus };
  }
}
