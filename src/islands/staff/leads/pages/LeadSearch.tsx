import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '../../../../stores/staff/lead-pages.ts';
import { searchLeads } from '../../../../stores/staff/lead-pages-calls.ts';
import { useStrings } from '../../../account/ui.tsx';
import { LeadLine, lmsLeadPath, PagedLeads } from './lead-ui.tsx';

/**
 * The shop's leads by name (3 characters at least) or mobile (getSearchList), newest first: sent when
 * typing pauses; until the term is long enough the hint says what is needed.
 */
export function LeadSearch() {
  const { s } = useStrings();
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState<string | null>(null);
  // A term long enough is sent when typing pauses; one too short takes the last results away at once.
  useEffect(() => {
    const next = searchTerm(typed);
    if (next === null) return setTerm(null);
    const timer = setTimeout(() => setTerm(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return (
    <section aria-labelledby="lead-search-title">
      <h2 id="lead-search-title">{s('leadPages.searchTitle')}</h2>
      <search>
        <form
          className="field"
          onSubmit={(event) => {
            event.preventDefault();
            setTerm(searchTerm(typed));
          }}
        >
          <label htmlFor="lead-search">{s('leadPages.searchLabel')}</label>
          <input
            id="lead-search"
            type="search"
            inputMode="search"
            autoComplete="off"
            value={typed}
            aria-describedby="lead-search-hint"
            onChange={(event) => setTyped(event.target.value)}
          />
          <small id="lead-search-hint" className="hint">
            {s('leads.messages.searchTooShort')}
          </small>
        </form>
      </search>
      {term && (
        <PagedLeads
          deps={[term]}
          load={(start) => searchLeads(term, start)}
          empty={s('leads.messages.noLeadsFound')}
          label={s('leadPages.results')}
          line={(lead) => <LeadLine key={lead.sid} lead={lead} href={lmsLeadPath(lead.sid)} />}
        />
      )}
    </section>
  );
}
