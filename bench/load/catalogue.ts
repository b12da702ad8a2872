import { CategoriesDocument, SnapshotPathsDocument } from '../../src/gql/graphql.ts';
import { type AnyVariables, type Document, persistedOperation } from '../../src/lib/graphql-client.ts';
import type { Db } from '../../upstream/db/database.ts';

/**
 * What the simulated people browse (issue 21): the categories with products, the product pages (which
 * of them the build pre-rendered, and what "Add to cart" on each adds), and words people search for.
 * The products are read from the database before the storefront starts (preparation); the categories
 * and the pre-rendered set are asked of the running storefront once, with the build's own persisted
 * queries, before the load (not measured).
 */
export interface ProductPage {
  /** /p/{parentSku}/{slug}, without a site prefix. */
  path: string;
  /** What Add to cart adds: the product itself, or one of a configurable product's sold children. */
  skus: string[];
  qtyMultiple: number;
  qtyMax: number;
  preRendered: boolean;
}

export interface Catalogue {
  categories: string[];
  /** Listed, sold product pages; `bySku` finds the page of any sold SKU (a child finds its parent's). */
  pages: ProductPage[];
  byPath: Map<string, ProductPage>;
  bySku: Map<string, ProductPage>;
  preRenderedCount: number;
  words: string[];
}

interface ProductRow {
  sku: string;
  parent_sku: string;
  slug: string;
  type_id: string;
  name: string;
  saltinfo: string;
  status: number;
  visibility: number;
  is_virtual: number;
  qty_multiple: number;
  qty_max: number;
}

/** Reads the products from the prepared database (before the storefront starts). */
export function readProducts(db: Db): Promise<ProductRow[]> {
  return db
    .selectFrom('products')
    .select(['sku', 'parent_sku', 'slug', 'type_id', 'name', 'saltinfo', 'status', 'visibility', 'is_virtual', 'qty_multiple', 'qty_max'])
    .execute();
}

/** One persisted query of the build's own (not a simulated person's: not measured). */
async function ask<Data, Variables extends AnyVariables>(origin: string, document: Document<Data, Variables>, variables: Variables): Promise<Data> {
  const response = await fetch(new URL('/graphql', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(persistedOperation(document, variables)),
  });
  const reply = (await response.json()) as { data?: Data; errors?: { message: string }[] };
  if (!reply.data) throw new Error(`setup query failed: ${reply.errors?.map((e) => e.message).join('; ') ?? response.status}`);
  return reply.data;
}

const WORD = /^[a-z]{4,}$/;
const STOP_WORDS = new Set(['tablet', 'tablets', 'capsule', 'syrup', 'generated', 'cream', 'injection', 'with', 'oral', 'solution', 'suspension']);

/** Words of names and salts people type: the brand (a name's first word) mostly, a salt sometimes. */
export function searchWords(rows: readonly Pick<ProductRow, 'name' | 'saltinfo'>[]): string[] {
  const words = new Set<string>();
  for (const row of rows) {
    const brand = row.name.toLowerCase().split(/[^a-z]+/)[0] ?? '';
    if (WORD.test(brand) && !STOP_WORDS.has(brand)) words.add(brand);
    const salt = row.saltinfo.toLowerCase().split(/[^a-z]+/)[0] ?? '';
    if (WORD.test(salt) && !STOP_WORDS.has(salt)) words.add(salt);
  }
  return [...words].sort();
}

export async function loadCatalogue(origin: string, rows: readonly ProductRow[], topProducts: number): Promise<Catalogue> {
  const { categories } = await ask(origin, CategoriesDocument, {});
  const snapshot = await ask(origin, SnapshotPathsDocument, { top: topProducts });
  const preRendered = new Set(snapshot.products.items.map((p) => p.urlPath));
  const children = new Map<string, string[]>();
  for (const row of rows) {
    if (row.visibility !== 1 || row.status !== 1 || row.is_virtual === 1 || row.type_id !== 'simple') continue;
    children.set(row.parent_sku, [...(children.get(row.parent_sku) ?? []), row.sku]);
  }
  const limits = new Map(rows.map((row) => [row.sku, row]));
  const pages: ProductPage[] = [];
  for (const row of rows) {
    if (row.status !== 1 || ![2, 4].includes(row.visibility) || row.is_virtual === 1) continue;
    const skus = row.type_id === 'configurable' ? (children.get(row.sku) ?? []) : row.type_id === 'simple' ? [row.sku] : [];
    if (skus.length === 0) continue;
    // A configurable product's children share the page; the strictest child's rules are used for all.
    const rules = skus.map((sku) => limits.get(sku) ?? row);
    const path = `/p/${row.parent_sku}/${row.slug}`;
    pages.push({
      path,
      skus,
      qtyMultiple: Math.max(...rules.map((r) => r.qty_multiple)),
      qtyMax: Math.min(...rules.map((r) => r.qty_max)),
      preRendered: preRendered.has(path),
    });
  }
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const bySku = new Map(pages.flatMap((page) => page.skus.map((sku) => [sku, page] as const)));
  return {
    categories: categories.filter((c) => c.productCount > 0 && c.slug).map((c) => c.slug),
    pages,
    byPath,
    bySku,
    preRenderedCount: pages.filter((page) => page.preRendered).length,
    words: searchWords(rows.filter((row) => row.status === 1)),
  };
}

/** Product paths (without a site prefix) linked from a page's HTML: what a person can click next. */
export function productLinks(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/href="(?:\/(?:jh|bn|hi|or))*(\/p\/[^"?#/]+\/[^"?#/]+)[^"]*"/g)) if (match[1]) found.add(match[1]);
  return [...found];
}
