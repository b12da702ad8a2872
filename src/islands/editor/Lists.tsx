import { type FormEvent, useEffect, useState } from 'react';
import { type BlockKind, CMS_STATUSES, type CmsKind, type CmsStatus } from '../../../domain/cms.ts';
import { CMS_MESSAGES } from '../../../domain/cms-messages.ts';
import type { EditorBlockFragment, EditorEntrySummaryFragment } from '../../gql/graphql.ts';
import { loadBlocks, loadCounts, loadEntries } from '../../stores/editor/calls.ts';
import { atLimit, LIST_PAGE_SIZE } from '../../stores/editor/rules.ts';
import { Loadable, useLoad, useStrings } from '../account/ui.tsx';
import { blockHref, entryHref, LanguageOptions, languageName, StatusBadge, When } from './editor-ui.tsx';

export const TABS = ['pages', 'posts', 'banners', 'tiles'] as const;
export type ListTab = (typeof TABS)[number];
const KIND_OF_TAB: Record<'pages' | 'posts', CmsKind> = { pages: 'PAGE', posts: 'BLOG' };
const BLOCK_KIND_OF_TAB: Record<'banners' | 'tiles', BlockKind> = { banners: 'BANNER', tiles: 'POPULAR_CATEGORY' };

function tabFromAddress(): ListTab {
  const asked = new URLSearchParams(window.location.search).get('tab');
  return (TABS as readonly string[]).includes(asked ?? '') ? (asked as ListTab) : 'pages';
}

/**
 * /editor: the lists. Tabs for content pages, blog posts, banners and popular-category tiles; per
 * language (or all), a status, and for pages and posts a search of the title or URL key, paged by 50;
 * how many of the 500 the shop holds, and the buttons for a new one (disabled at the limit).
 */
export function Lists() {
  const { s } = useStrings();
  const [tab, setTab] = useState<ListTab>(tabFromAddress);
  const [locale, setLocale] = useState('');
  const choose = (next: ListTab) => {
    setTab(next);
    const url = new URL(window.location.href);
    url.searchParams.set('tab', next);
    history.replaceState(null, '', url);
  };
  return (
    <section className="editor-lists">
      <div className="editor-tabs" role="tablist" aria-label={s('editor.lists.label')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`editor-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="editor-tab-panel"
            onClick={() => choose(name)}
          >
            {s(`editor.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div id="editor-tab-panel" role="tabpanel" aria-labelledby={`editor-tab-${tab}`}>
        {tab === 'pages' || tab === 'posts' ? (
          <EntryList key={tab} kind={KIND_OF_TAB[tab]} locale={locale} setLocale={setLocale} />
        ) : (
          <BlockList key={tab} kind={BLOCK_KIND_OF_TAB[tab]} locale={locale} setLocale={setLocale} />
        )}
      </div>
    </section>
  );
}

function LanguagePicker({ id, locale, setLocale }: { id: string; locale: string; setLocale: (locale: string) => void }) {
  const { s } = useStrings();
  return (
    <div className="field">
      <label htmlFor={id}>{s('editor.lists.language')}</label>
      <select id={id} value={locale} onChange={(event) => setLocale(event.target.value)}>
        <option value="">{s('editor.lists.allLanguages')}</option>
        <LanguageOptions />
      </select>
    </div>
  );
}

function StatusPicker({
  id,
  status,
  setStatus,
  withEnded,
}: {
  id: string;
  status: CmsStatus | '';
  setStatus: (s: CmsStatus | '') => void;
  withEnded: boolean;
}) {
  const { s } = useStrings();
  return (
    <div className="field">
      <label htmlFor={id}>{s('editor.lists.status')}</label>
      <select id={id} value={status} onChange={(event) => setStatus(event.target.value as CmsStatus | '')}>
        <option value="">{s('editor.lists.anyStatus')}</option>
        {CMS_STATUSES.filter((value) => withEnded || value !== 'ENDED').map((value) => (
          <option key={value} value={value}>
            {s(`editor.status.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "123 of 500 pages and posts" and the limit's message when it is reached. */
function Counts({ blocks, onLoaded }: { blocks: boolean; onLoaded: (full: boolean) => void }) {
  const { s } = useStrings();
  const counts = useLoad(loadCounts);
  const data = counts.state.status === 'done' ? counts.state.data : null;
  const full = data ? (blocks ? atLimit(data.blocks, data.maxBlocks) : atLimit(data.pages, data.maxPages)) : false;
  useEffect(() => onLoaded(full), [full, onLoaded]);
  if (!data) return null;
  return (
    <p className="editor-counts">
      {blocks
        ? s('editor.lists.blockCount', { used: data.blocks, max: data.maxBlocks })
        : s('editor.lists.pageCount', { used: data.pages, max: data.maxPages })}
    </p>
  );
}

function NewButton({ href: to, label, full, limitMessage }: { href: string; label: string; full: boolean; limitMessage: string }) {
  const { href, message } = useStrings();
  if (full)
    return (
      <p className="editor-new">
        <button type="button" className="button" disabled aria-describedby="editor-limit">
          {label}
        </button>{' '}
        <span id="editor-limit" role="status" className="notice-error">
          {message(limitMessage)}
        </span>
      </p>
    );
  return (
    <p className="editor-new">
      <a className="button" href={href(to)}>
        {label}
      </a>
    </p>
  );
}

function EntryList({ kind, locale, setLocale }: { kind: CmsKind; locale: string; setLocale: (locale: string) => void }) {
  const { s } = useStrings();
  const [status, setStatus] = useState<CmsStatus | ''>('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [start, setStart] = useState(0);
  const [full, setFull] = useState(false);
  const list = useLoad(() => loadEntries({ kind, locale: locale || null, status: status || null, search }, start), [kind, locale, status, search, start]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStart(0);
    setSearch(typed.trim());
  };
  const newHref = `/editor/entry/new?kind=${kind}&locale=${locale || 'en-US'}`;
  return (
    <>
      <Counts blocks={false} onLoaded={setFull} />
      <NewButton
        href={newHref}
        label={s(kind === 'PAGE' ? 'editor.lists.newPage' : 'editor.lists.newPost')}
        full={full}
        limitMessage={CMS_MESSAGES.pagesLimit}
      />
      <form className="editor-filters" onSubmit={submit}>
        <LanguagePicker
          id="editor-filter-language"
          locale={locale}
          setLocale={(next) => {
            setStart(0);
            setLocale(next);
          }}
        />
        <StatusPicker
          id="editor-filter-status"
          status={status}
          withEnded={false}
          setStatus={(next) => {
            setStart(0);
            setStatus(next);
          }}
        />
        <div className="field">
          <label htmlFor="editor-filter-search">{s('editor.lists.search')}</label>
          <input id="editor-filter-search" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </div>
        <button type="submit" className="button secondary">
          {s('editor.lists.find')}
        </button>
      </form>
      <Loadable state={list.state} retry={list.reload}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="editor-empty">
              {locale
                ? s(kind === 'PAGE' ? 'editor.lists.noPagesIn' : 'editor.lists.noPostsIn', { language: languageName(locale) })
                : s(kind === 'PAGE' ? 'editor.lists.noPages' : 'editor.lists.noPosts')}
            </p>
          ) : (
            <>
              <p className="hint">{s('editor.lists.showing', { from: start + 1, to: start + data.items.length, total: data.total })}</p>
              <ul className="editor-rows">
                {data.items.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} />
                ))}
              </ul>
              <nav className="editor-pages" aria-label={s('editor.lists.paging')}>
                <button type="button" className="button secondary" disabled={start === 0} onClick={() => setStart(Math.max(0, start - LIST_PAGE_SIZE))}>
                  {s('editor.lists.previous')}
                </button>
                <button
                  type="button"
                  className="button secondary"
                  disabled={start + data.items.length >= data.total}
                  onClick={() => setStart(start + LIST_PAGE_SIZE)}
                >
                  {s('editor.lists.next')}
                </button>
              </nav>
            </>
          )
        }
      </Loadable>
    </>
  );
}

function EntryRow({ entry }: { entry: EditorEntrySummaryFragment }) {
  const { s, href } = useStrings();
  return (
    <li className="editor-row">
      <a className="editor-row-title" href={href(entryHref(entry.id))} lang={entry.locale}>
        {entry.title}
      </a>
      <span className="editor-row-facts">
        <code>{entry.path}</code> · <span lang={entry.locale}>{languageName(entry.locale)}</span>
        {entry.blogType && <> · {s('editor.lists.blogType', { type: entry.blogType })}</>}
      </span>
      <span className="editor-row-facts">
        <StatusBadge status={entry.status} />
        {entry.status === 'SCHEDULED' && entry.scheduledAt && (
          <>
            {' '}
            <When iso={entry.scheduledAt} />
          </>
        )}
        {entry.hasUnpublishedChanges && entry.status !== 'DRAFT' && <span className="editor-changes">{s('editor.status.changes')}</span>}
      </span>
      <span className="editor-row-facts hint">
        {s('editor.lists.lastEdit', { name: entry.updatedByName })} <When iso={entry.updatedAt} />
      </span>
    </li>
  );
}

function BlockList({ kind, locale, setLocale }: { kind: BlockKind; locale: string; setLocale: (locale: string) => void }) {
  const { s } = useStrings();
  const [status, setStatus] = useState<CmsStatus | ''>('');
  const [full, setFull] = useState(false);
  const list = useLoad(() => loadBlocks({ kind, locale: locale || null, status: status || null }), [kind, locale, status]);
  const newHref = `/editor/block/new?kind=${kind}&locale=${locale || 'en-US'}`;
  return (
    <>
      <Counts blocks onLoaded={setFull} />
      <NewButton
        href={newHref}
        label={s(kind === 'BANNER' ? 'editor.lists.newBanner' : 'editor.lists.newTile')}
        full={full}
        limitMessage={CMS_MESSAGES.blocksLimit}
      />
      <div className="editor-filters">
        <LanguagePicker id="editor-filter-language" locale={locale} setLocale={setLocale} />
        <StatusPicker id="editor-filter-status" status={status} setStatus={setStatus} withEnded />
      </div>
      <Loadable state={list.state} retry={list.reload}>
        {(blocks) =>
          blocks.length === 0 ? (
            <p className="editor-empty">
              {locale
                ? s(kind === 'BANNER' ? 'editor.lists.noBannersIn' : 'editor.lists.noTilesIn', { language: languageName(locale) })
                : s(kind === 'BANNER' ? 'editor.lists.noBanners' : 'editor.lists.noTiles')}
            </p>
          ) : (
            <ul className="editor-rows">
              {blocks.map((block) => (
                <BlockRow key={block.id} block={block} />
              ))}
            </ul>
          )
        }
      </Loadable>
    </>
  );
}

function BlockRow({ block }: { block: EditorBlockFragment }) {
  const { s, href } = useStrings();
  return (
    <li className="editor-row">
      <a className="editor-row-title" href={href(blockHref(block.id))} lang={block.locale}>
        {block.title}
      </a>
      <span className="editor-row-facts">
        <span lang={block.locale}>{languageName(block.locale)}</span> · {s('editor.lists.position', { position: block.position })}
        {block.caption && (
          <>
            {' '}
            · <span lang={block.locale}>{block.caption}</span>
          </>
        )}
      </span>
      <span className="editor-row-facts">
        <StatusBadge status={block.status} />
        {block.startsAt && (
          <>
            {' '}
            {s('editor.lists.from')} <When iso={block.startsAt} />
          </>
        )}
        {block.endsAt && (
          <>
            {' '}
            {s('editor.lists.to')} <When iso={block.endsAt} />
          </>
        )}
      </span>
      <span className="editor-row-facts hint">
        {s('editor.lists.lastEdit', { name: block.updatedByName })} <When iso={block.updatedAt} />
      </span>
    </li>
  );
}
