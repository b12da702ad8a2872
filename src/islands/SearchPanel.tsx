import { useStore } from '@nanostores/react';
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { formatRupees } from '../../domain/money.ts';
import { type IslandStrings, translateMessage, translatorOf } from '../i18n/island.ts';
import {
  $activeOption,
  $panelOpen,
  $recentSearches,
  $searchPanel,
  chosenHref,
  closePanel,
  highlightParts,
  loadRecentSearches,
  MIN_QUERY_LENGTH,
  moveActive,
  rememberSearch,
  searchHref,
  typeQuery,
} from '../stores/search.ts';
import { useMounted } from './useMounted.ts';

const LISTBOX = 'search-listbox';
const optionId = (i: number) => `search-option-${i}`;

function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, i) =>
        part.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder
          <mark key={i}>{part.text}</mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/**
 * The header's search (storefront.md §2 search panel). Without JavaScript it is the plain GET form to
 * /search; hydrated, it shows results as the customer types (a combobox with a listbox: arrow keys,
 * Enter, Escape), highlights what matched, and keeps the visit's recent searches. The store does the work.
 */
interface Props {
  initialQuery?: string;
  /** The page's strings (search.*, messages.*): islands never load the i18n library. */
  strings: IslandStrings;
  /** The store view and language prefix ("" | "/bn" | "/jh/or" ...) for links and the form. */
  prefix: string;
}

export default function SearchPanel({ initialQuery = '', strings, prefix }: Props) {
  const s = translatorOf(strings);
  const inSite = (path: string) => `${prefix}${path}`;
  const mounted = useMounted();
  const state = useStore($searchPanel);
  const open = useStore($panelOpen) && mounted;
  const active = useStore($activeOption);
  const recent = useStore($recentSearches);
  const [text, setText] = useState(initialQuery);
  const input = useRef<HTMLInputElement>(null);

  const change = (value: string) => {
    setText(value);
    void typeQuery(value);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on mount
  useEffect(() => {
    loadRecentSearches();
    // Whatever was typed before the island hydrated is kept and searched.
    const typed = input.current?.value ?? '';
    if (typed !== initialQuery) change(typed);
    // Hydrated because the box took focus (client:interaction): open the panel as focus would have.
    if (input.current && document.activeElement === input.current) $panelOpen.set(true);
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveActive(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape' && $panelOpen.get()) {
      // The first Escape closes the panel; only a second one clears the box (the browser's own behaviour).
      event.preventDefault();
      closePanel();
    } else if (event.key === 'Enter') {
      const href = chosenHref();
      if (!href) return;
      event.preventDefault();
      rememberSearch(text);
      window.location.assign(inSite(href));
    }
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closePanel();
  };

  const answer = state.status === 'done' || state.status === 'loading' ? state.answer : null;
  const terms = answer?.matchedTerms ?? [];
  const showRecent = (state.status === 'idle' || state.status === 'short') && recent.length > 0;
  const items = answer?.items ?? [];
  const panelVisible = open && (showRecent || state.status !== 'idle');
  const announcement =
    state.status === 'short'
      ? s('messages.searchTooShort')
      : state.status === 'error'
        ? translateMessage(state.error ?? '', strings)
        : state.status === 'done' && answer
          ? answer.total === 0
            ? s('messages.noProducts')
            : s('search.announce', { count: answer.total, shown: items.length })
          : '';

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role search (the <search> element is too new for the phones we serve)
    <form className="search-form" action={inSite('/search')} method="get" role="search" onSubmit={() => rememberSearch(text)} onBlur={onBlur}>
      <label className="visually-hidden" htmlFor="site-search">
        {s('search.label')}
      </label>
      <input
        ref={input}
        id="site-search"
        name="q"
        type="search"
        minLength={MIN_QUERY_LENGTH}
        required
        placeholder={s('search.placeholder')}
        autoComplete="off"
        value={text}
        role="combobox"
        aria-autocomplete="list"
        aria-controls={LISTBOX}
        aria-expanded={open && (items.length > 0 || showRecent)}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => change(event.target.value)}
        onFocus={() => $panelOpen.set(true)}
        onKeyDown={onKeyDown}
      />
      <button type="submit">
        {/* A magnifier where the word does not fit (global.css); inline, because an SVG image in CSS is a
            document of its own that costs the page load a 15-20 ms task on a slow phone. */}
        <svg className="search-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="m15 15 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
        <span className="label">{s('search.button')}</span>
      </button>
      <div className="search-panel" hidden={!panelVisible}>
        {showRecent && <p className="panel-note">{s('search.recent')}</p>}
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: listbox popup of the combobox; focus stays in the input (aria-activedescendant) */}
        <ul id={LISTBOX} role="listbox" aria-label={showRecent ? s('search.recent') : s('search.suggestions')}>
          {(showRecent ? recent : []).map((q, i) => (
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole lint/a11y/useFocusableInteractive: options are chosen with aria-activedescendant from the input
            <li key={q} id={optionId(i)} role="option" aria-selected={i === active}>
              <a href={inSite(searchHref(q))} tabIndex={-1} onClick={() => rememberSearch(q)}>
                {q}
              </a>
            </li>
          ))}
          {!showRecent &&
            items.map((item, i) => (
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole lint/a11y/useFocusableInteractive: options are chosen with aria-activedescendant from the input
              <li key={item.sku} id={optionId(i)} role="option" aria-selected={i === active}>
                <a href={inSite(item.urlPath)} tabIndex={-1} onClick={() => rememberSearch(text)}>
                  <span className="hit-name">
                    <Highlighted text={item.name} terms={terms} />
                  </span>
                  {item.saltinfo && (
                    <span className="hit-salt">
                      <Highlighted text={item.saltinfo} terms={terms} />
                    </span>
                  )}
                  <span className="hit-price">{formatRupees(item.price.paise)}</span>
                </a>
              </li>
            ))}
        </ul>
        {state.status === 'short' && <p className="panel-note">{s('messages.searchTooShort')}</p>}
        {state.status === 'loading' && !answer && <p className="panel-note">{s('search.searching')}</p>}
        {state.status === 'error' && <p className="panel-note panel-error">{translateMessage(state.error ?? '', strings)}</p>}
        {state.status === 'done' && answer?.total === 0 && (
          <div className="panel-empty">
            <p>{s('messages.noProducts')}</p>
            {answer.suggestions.length > 0 && (
              <p>
                {s('search.didYouMean')}{' '}
                {answer.suggestions.map((s) => (
                  <button key={s} type="button" className="link" onClick={() => change(s)}>
                    {s}
                  </button>
                ))}
                ?
              </p>
            )}
            <p>{answer.noresults ? s('offline.searchNotSynced') : s('search.checkSpelling')}</p>
          </div>
        )}
        {state.status === 'done' && answer && answer.total > items.length && (
          <a className="panel-all" href={inSite(searchHref(state.query))} onClick={() => rememberSearch(state.query)}>
            {s('search.seeAll', { count: answer.total })}
          </a>
        )}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {mounted ? announcement : ''}
      </p>
    </form>
  );
}
