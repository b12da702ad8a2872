import { atom } from 'nanostores';
import { MESSAGES } from '../../domain/messages.ts';
import type { SearchPanelQuery } from '../gql/graphql.ts';
import { SEARCH_PANEL_QUERY } from '../graphql/search.ts';
import { graphqlClient, resultOf } from '../lib/graphql-client.ts';
import { toUserFacingError } from '../lib/graphql-errors.ts';

/**
 * The header's search panel (storefront.md §2): results as the customer types, from the third
 * character, debounced; an answer to an older query than the latest is dropped; the client waits at
 * most 5000 ms (§9). Recent searches live in sessionStorage for the visit.
 */
export const MIN_QUERY_LENGTH = 3;
export const DEBOUNCE_MS = 200;
export const CLIENT_TIMEOUT_MS = 5000;
export const PANEL_SIZE = 8;
export const RECENT_LIMIT = 5;
const RECENT_KEY = 'pharmacy-recent-searches';

export type PanelHit = SearchPanelQuery['search']['items'][number];
/** `noresults`: offline, and this search was never answered online (the service worker's empty answer). */
export type PanelAnswer = SearchPanelQuery['search'] & { noresults?: boolean };

export interface SearchPanelState {
  query: string;
  status: 'idle' | 'short' | 'loading' | 'done' | 'error';
  answer: PanelAnswer | null;
  error: string | null;
}

export const IDLE: SearchPanelState = { query: '', status: 'idle', answer: null, error: null };
export const $searchPanel = atom<SearchPanelState>(IDLE);
export const $panelOpen = atom(false);
/** The highlighted option (arrow keys), -1 for none. */
export const $activeOption = atom(-1);
export const $recentSearches = atom<string[]>([]);

/** How the panel reaches the gateway; tests put a controllable one in its place. */
export type SearchTransport = (query: string, signal: AbortSignal) => Promise<PanelAnswer>;

const gatewayTransport: SearchTransport = async (query, signal) => {
  const result = await resultOf(graphqlClient().query(SEARCH_PANEL_QUERY, { query, size: PANEL_SIZE }), signal);
  if (result.error) throw new Error(toUserFacingError(result.error).message);
  if (!result.data) throw new Error(MESSAGES.serverProblem);
  return result.extensions?.['noresults'] === true ? { ...result.data.search, noresults: true } : result.data.search;
};
let transport = gatewayTransport;
export function useSearchTransport(next: SearchTransport | null): void {
  transport = next ?? gatewayTransport;
}

let latest = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let inFlight: AbortController | undefined;
/** Settles the promise of text that newer text replaced before its search ran. */
let superseded: (() => void) | undefined;

function run(query: string, seq: number): Promise<void> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  const timeout = setTimeout(() => controller.abort(), CLIENT_TIMEOUT_MS);
  return transport(query, controller.signal)
    .then((answer) => {
      if (seq === latest) $searchPanel.set({ query, status: 'done', answer, error: null });
    })
    .catch((error: unknown) => {
      if (seq !== latest) return;
      const message = controller.signal.aborted || !(error instanceof Error) ? MESSAGES.serverDown : error.message;
      $searchPanel.set({ query, status: 'error', answer: null, error: message });
    })
    .finally(() => clearTimeout(timeout));
}

/**
 * The customer typed: under 3 characters nothing is asked; otherwise the search runs once typing
 * pauses for DEBOUNCE_MS. Resolves when this text's answer is shown, or when newer text replaced it.
 */
export function typeQuery(text: string, debounceMs = DEBOUNCE_MS): Promise<void> {
  const query = text.trim();
  const seq = ++latest;
  clearTimeout(timer);
  superseded?.();
  superseded = undefined;
  $activeOption.set(-1);
  $panelOpen.set(true);
  if (query.length < MIN_QUERY_LENGTH) {
    inFlight?.abort();
    $searchPanel.set({ query, status: query.length === 0 ? 'idle' : 'short', answer: null, error: null });
    return Promise.resolve();
  }
  $searchPanel.set({ ...$searchPanel.get(), query, status: 'loading', error: null });
  return new Promise((resolve) => {
    superseded = resolve;
    timer = setTimeout(() => {
      superseded = undefined;
      void run(query, seq).then(resolve);
    }, debounceMs);
  });
}

/** The options the arrow keys move through: the results, or the recent searches while nothing is typed. */
export function panelOptions(): { label: string; href: string }[] {
  const { status, answer } = $searchPanel.get();
  if (status === 'done' && answer) return answer.items.map((item) => ({ label: item.name, href: item.urlPath }));
  if (status === 'idle' || status === 'short') return $recentSearches.get().map((q) => ({ label: q, href: searchHref(q) }));
  return [];
}

export function moveActive(delta: 1 | -1): void {
  const count = panelOptions().length;
  $panelOpen.set(true);
  if (count === 0) {
    $activeOption.set(-1);
    return;
  }
  const current = $activeOption.get();
  $activeOption.set(current === -1 && delta === -1 ? count - 1 : (current + delta + count) % count);
}

/** Where Enter goes: the highlighted option, or null to submit the form (the results page). */
export function chosenHref(): string | null {
  return panelOptions()[$activeOption.get()]?.href ?? null;
}

export function closePanel(): void {
  $panelOpen.set(false);
  $activeOption.set(-1);
}

export function searchHref(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}

const isRecentList = (value: unknown): value is string[] => Array.isArray(value) && value.every((q) => typeof q === 'string');
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Reads the visit's recent searches (after mount, so the server's HTML and the first render agree). */
export function loadRecentSearches(): void {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(RECENT_KEY) ?? '[]');
    $recentSearches.set(isRecentList(parsed) ? parsed.slice(0, RECENT_LIMIT) : []);
  } catch {
    $recentSearches.set([]);
  }
}

/** Remembers a search the customer made (newest first, no repeats, at most 5). */
export function rememberSearch(text: string): void {
  const query = text.trim().replace(/\s+/g, ' ');
  if (query.length < MIN_QUERY_LENGTH) return;
  const next = [query, ...$recentSearches.get().filter((q) => q.toLowerCase() !== query.toLowerCase())].slice(0, RECENT_LIMIT);
  $recentSearches.set(next);
  try {
    storage()?.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: the list lives on in memory for this page.
  }
}

/** Splits text into parts to show plainly or highlighted: a part is highlighted when it is one of the matched index terms. */
export function highlightParts(text: string, terms: readonly string[]): { text: string; hit: boolean }[] {
  const wanted = new Set(terms.map((t) => t.toLowerCase()));
  const parts: { text: string; hit: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(/\p{N}+|[\p{L}\p{M}]+/gu)) {
    const word = match[0];
    const at = match.index ?? 0;
    const plain = word
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    if (!wanted.has(plain)) continue;
    if (at > last) parts.push({ text: text.slice(last, at), hit: false });
    parts.push({ text: word, hit: true });
    last = at + word.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), hit: false });
  return parts;
}
