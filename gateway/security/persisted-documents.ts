import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type DocumentNode, parse, print } from 'graphql';

/**
 * The operations the storefront ships (trusted documents): codegen's `persisted-documents.json` beside
 * the generated documents (src/gql/), hash → document text. In production these are the only operations the
 * gateway runs; the browser sends the hash (src/lib/graphql-client.ts).
 */
const SOURCE = '../../src/gql/persisted-documents.json';

function load(): ReadonlyMap<string, string> {
  const file = fileURLToPath(new URL(SOURCE, import.meta.url));
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

let documents: ReadonlyMap<string, string> | undefined;

/** Every persisted document, read once. */
export function persistedDocuments(): ReadonlyMap<string, string> {
  documents ??= load();
  return documents;
}

/** A document's definitions, each printed by graphql-js, sorted: the same operation whatever its layout. */
export function canonicalText(document: DocumentNode): string {
  return document.definitions
    .map((definition) => print(definition))
    .sort()
    .join('\n');
}

let canonical: ReadonlySet<string> | undefined;

/**
 * Whether `text` is one of the persisted documents sent as text: clients built before trusted
 * documents sent the text of the same operations (a phone's cached page, an order kept offline in its
 * queue), and those must still go through. Anything else, or anything too long to be one of them, is
 * not; the parse stops at `maxTokens`.
 */
export function isPersistedText(text: string, maxTokens: number): boolean {
  canonical ??= new Set([...persistedDocuments().values()].map((known) => canonicalText(parse(known))));
  try {
    return canonical.has(canonicalText(parse(text, { maxTokens, noLocation: true })));
  } catch {
    return false;
  }
}
