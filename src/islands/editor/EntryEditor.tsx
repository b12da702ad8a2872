import { type FormEvent, lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { CMS_KINDS, type CmsKind, type CmsLocale, MAX_DESCRIPTION_LENGTH } from '../../../domain/cms.ts';
import { CMS_MESSAGES } from '../../../domain/cms-messages.ts';
import { formatIst } from '../../../domain/time.ts';
import type { EditorEntryFragment } from '../../gql/graphql.ts';
import type { KeyedMessage } from '../../i18n/island.ts';
import type { UserFacingError } from '../../lib/graphql-errors.ts';
import { prefixOf, STORE_VIEWS } from '../../routing/site.ts';
import {
  deleteEntry,
  loadBlogTypes,
  loadEntry,
  loadRevision,
  loadRevisions,
  previewToken,
  publishEntry,
  restoreRevision,
  saveEntry,
  unpublishEntry,
} from '../../stores/editor/calls.ts';
import {
  checkEntry,
  descriptionLeft,
  draftKey,
  dropDraft,
  EMPTY_ENTRY_FORM,
  type EntryForm,
  entryChanged,
  type FieldErrors,
  identifierHint,
  isConflict,
  isEntryForm,
  isLocale,
  isNetworkFailure,
  PREVIEW_STORE_VIEWS,
  previewPath,
  publishAt,
  readDraft,
  statusLine,
  suggestIdentifier,
} from '../../stores/editor/rules.ts';
import type { Outcome } from '../../stores/outcome.ts';
import { Field, Loadable, useLoad, useStrings } from '../account/ui.tsx';
import { entryHref, LanguageOptions, languageName, SaveTrouble, useKeptDraft, When } from './editor-ui.tsx';

/** TipTap, a chunk of its own again: the lists never load it. */
const RichText = lazy(() => import('./RichText.tsx'));

const formOf = (entry: EditorEntryFragment): EntryForm => ({
  kind: entry.kind,
  locale: isLocale(entry.locale) ? entry.locale : 'en-US',
  identifier: entry.identifier,
  title: entry.title,
  description: entry.description,
  blogType: entry.blogType ?? '',
  bodyHtml: entry.bodyHtml,
});

/** The conflict's time comes as ISO: shown as §9 writes times (HH:mm D/M/YYYY, IST). */
function conflictMessage(error: UserFacingError): KeyedMessage {
  const time = error.params?.['time'];
  if (typeof time !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(time)) return error;
  return { ...error, params: { ...error.params, time: formatIst(time) } };
}

type Notice = { tone: 'success' | 'error'; text: KeyedMessage | string } | null;

/**
 * /editor/entry/{id} and /editor/entry/new?kind=…&locale=…: a content page or blog post in one
 * language. Loads the entry (or starts a new one), then hands it to the form.
 */
export function EntryEditor({ reference }: { reference: string }) {
  const fresh = reference === 'new';
  const loaded = useLoad<EditorEntryFragment | null>(() => (fresh ? Promise.resolve({ ok: true, data: null }) : loadEntry(reference)), [reference]);
  return (
    <Loadable state={loaded.state} retry={loaded.reload}>
      {(entry) => <EntryEditing opened={entry} />}
    </Loadable>
  );
}

function newForm(): EntryForm {
  const query = new URLSearchParams(window.location.search);
  const kind = query.get('kind');
  const locale = query.get('locale') ?? '';
  return {
    ...EMPTY_ENTRY_FORM,
    kind: (CMS_KINDS as readonly string[]).includes(kind ?? '') ? (kind as CmsKind) : 'PAGE',
    locale: isLocale(locale) ? locale : 'en-US',
  };
}

function EntryEditing({ opened }: { opened: EditorEntryFragment | null }) {
  const { s, href, message } = useStrings();
  const formId = useId();
  const [entry, setEntry] = useState(opened);
  const [saved, setSaved] = useState<EntryForm>(() => (opened ? formOf(opened) : newForm()));
  const [base, setBase] = useState<number | null>(opened?.revision ?? null);
  const [form, setForm] = useState<EntryForm>(saved);
  const [restoredDraft, setRestoredDraft] = useState(false);
  const [version, setVersion] = useState(0);
  const [keyTouched, setKeyTouched] = useState(opened !== null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [conflict, setConflict] = useState<KeyedMessage | null>(null);
  const [offline, setOffline] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [when, setWhen] = useState('');
  const [preview, setPreview] = useState<{ token: string; kind: CmsKind; identifier: string } | null>(null);
  const id = entry?.id ?? null;
  const key = draftKey('entry', id ?? 'new');
  const dirty = entryChanged(form, saved);

  // The text kept in this tab from before (a reload, a dropped network): brought back, with the
  // revision it was written on, so a save over a newer revision is refused rather than overwriting it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the entry is opened
  useEffect(() => {
    const kept = readDraft(key, isEntryForm);
    if (!kept || !entryChanged(kept.form, saved)) return;
    setForm(kept.form);
    setBase(kept.base);
    setRestoredDraft(true);
    setKeyTouched(true);
    setVersion((n) => n + 1);
  }, []);
  useKeptDraft(key, form, base, dirty);

  const change = <K extends keyof EntryForm>(field: K, value: EntryForm[K]) => {
    setForm((before) => {
      const next = { ...before, [field]: value };
      if (field === 'title' && !keyTouched) next.identifier = suggestIdentifier(String(value));
      return next;
    });
    setErrors((before) => ({ ...before, [field]: undefined, ...(field === 'title' ? { identifier: undefined } : {}) }));
  };
  const onBody = useCallback((html: string) => setForm((before) => ({ ...before, bodyHtml: html })), []);

  /** The server's latest: the form follows it, nothing unsaved is left. */
  const adopt = (latest: EditorEntryFragment, replaceText: boolean) => {
    setEntry(latest);
    setBase(latest.revision);
    const next = formOf(latest);
    setSaved(replaceText ? next : form);
    if (replaceText) {
      setForm(next);
      setVersion((n) => n + 1);
    }
    setConflict(null);
    setRestoredDraft(false);
  };

  const refused = (error: UserFacingError) => {
    if (isConflict(error)) {
      setConflict(conflictMessage(error));
      return;
    }
    if (isNetworkFailure(error)) {
      setOffline(true);
      return;
    }
    if (error.messageKey === 'cms.messages.identifierTaken' || error.message === CMS_MESSAGES.identifierTaken) {
      setErrors({ identifier: error.message });
      return;
    }
    setNotice({ tone: 'error', text: error });
  };

  async function run<T>(label: string, action: () => Promise<Outcome<T>>): Promise<T | null> {
    setBusy(label);
    setNotice(null);
    setOffline(false);
    try {
      const outcome = await action();
      if (!outcome.ok) {
        refused(outcome.error);
        return null;
      }
      return outcome.data;
    } finally {
      setBusy(null);
    }
  }

  /** Saves a new revision when the form has changes (or the entry is new); the entry as the server has it after. */
  const save = async (): Promise<EditorEntryFragment | null> => {
    if (entry && !dirty) return entry;
    const found = checkEntry(form);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setNotice({ tone: 'error', text: s('editor.entry.fixFields') });
      return null;
    }
    setErrors({});
    const sent = form;
    const result = await run('save', () => saveEntry(sent, id, base));
    if (!result) return null;
    dropDraft(key);
    setEntry(result);
    setBase(result.revision);
    setSaved(sent);
    setConflict(null);
    setRestoredDraft(false);
    if (!id) {
      dropDraft(draftKey('entry', 'new'));
      history.replaceState(null, '', href(entryHref(result.id)));
    }
    return result;
  };

  const onSave = async (event?: FormEvent) => {
    event?.preventDefault();
    if (await save()) setNotice({ tone: 'success', text: s('editor.entry.saved') });
  };

  const publish = async (at: string | null) => {
    const current = await save();
    if (!current) return;
    const result = await run('publish', () => publishEntry(current.id, current.revision, at));
    if (result) {
      adopt(result, false);
      setNotice({ tone: 'success', text: at ? s('editor.entry.scheduledDone', { time: formatIst(at) }) : s('editor.entry.published') });
    }
  };
  const publishLater = async () => {
    const asked = publishAt(when, new Date());
    if (!asked.ok) {
      setNotice({ tone: 'error', text: asked.message });
      return;
    }
    await publish(asked.iso);
  };
  const unpublish = async () => {
    if (!id) return;
    const result = await run('unpublish', () => unpublishEntry(id));
    if (result) {
      setEntry(result);
      setNotice({ tone: 'success', text: s('editor.entry.unpublished') });
    }
  };
  const remove = async () => {
    if (!id || !window.confirm(s('editor.entry.confirmDelete'))) return;
    const result = await run('delete', () => deleteEntry(id));
    if (result) {
      dropDraft(key);
      setSaved(form);
      window.location.assign(href('/editor'));
    }
  };
  const openPreview = async () => {
    const current = await save();
    if (!current) return;
    const token = await run('preview', () => previewToken(current.kind, current.identifier));
    if (token) setPreview({ token, kind: current.kind, identifier: current.identifier });
  };
  const restore = async (revision: number) => {
    if (!id || base === null) return;
    if (dirty && !window.confirm(s('editor.revisions.confirmRestore'))) return;
    const result = await run('restore', () => restoreRevision(id, revision, base));
    if (result) {
      dropDraft(key);
      adopt(result, true);
      setNotice({ tone: 'success', text: s('editor.revisions.restored', { revision, latest: result.revision }) });
    }
  };
  const reloadLatest = async () => {
    if (!id || !window.confirm(s('editor.entry.confirmReload'))) return;
    const latest = await run('reload', () => loadEntry(id));
    if (latest) {
      dropDraft(key);
      adopt(latest, true);
    }
  };
  const discardDraft = () => {
    dropDraft(key);
    setForm(saved);
    setBase(entry?.revision ?? null);
    setRestoredDraft(false);
    setVersion((n) => n + 1);
  };

  const line = entry ? statusLine(entry) : null;
  const keyHint = identifierHint(form.kind, form.identifier);
  const left = descriptionLeft(form.description);
  const livePath = entry && entry.status === 'PUBLISHED' ? `${prefixOf(STORE_VIEWS[0], entry.locale as CmsLocale)}${entry.path}` : null;

  return (
    <form className="editor-entry" noValidate onSubmit={(event) => void onSave(event)}>
      <p className="editor-back">
        <a href={href(`/editor?tab=${form.kind === 'BLOG' ? 'posts' : 'pages'}`)}>{s('editor.back')}</a>
      </p>
      <h2>
        {entry
          ? s(entry.kind === 'BLOG' ? 'editor.entry.editPost' : 'editor.entry.editPage')
          : s(form.kind === 'BLOG' ? 'editor.entry.newPost' : 'editor.entry.newPage')}
      </h2>
      <div className="editor-status-line" role="status">
        {line ? (
          <>
            <strong>
              {line.key === 'scheduled' && line.at ? s('editor.entry.statusScheduled', { time: formatIst(line.at) }) : s(`editor.entry.status.${line.key}`)}
            </strong>
            {line.changes && <span className="editor-changes">{s('editor.status.changes')}</span>}
            {dirty && <span className="editor-changes">{s('editor.entry.notSaved')}</span>}
            {entry && (
              <span className="hint">
                {' '}
                {s('editor.entry.revisionBy', { revision: entry.revision, name: entry.updatedByName })} <When iso={entry.updatedAt} />
              </span>
            )}
            {livePath && (
              <a className="editor-live-link" href={livePath} target="_blank" rel="noopener">
                {s('editor.entry.openLive')}
              </a>
            )}
          </>
        ) : (
          <strong>{s('editor.entry.status.new')}</strong>
        )}
      </div>
      {restoredDraft && (
        <div className="notice-success editor-draft-note" role="status">
          {s('editor.entry.draftRestored')}{' '}
          <button type="button" className="button secondary" onClick={discardDraft}>
            {s('editor.entry.discardDraft')}
          </button>
        </div>
      )}
      <SaveTrouble conflict={conflict} onOpenLatest={id ? () => void reloadLatest() : null} offline={offline} onRetry={() => void onSave()} />

      <div className="editor-fields">
        <Field id={`${formId}-title`} label={s('editor.entry.title')} error={errors['title']}>
          <input
            id={`${formId}-title`}
            lang={form.locale}
            value={form.title}
            aria-invalid={Boolean(errors['title'])}
            onChange={(event) => change('title', event.target.value)}
          />
        </Field>
        <Field id={`${formId}-identifier`} label={s('editor.entry.identifier')} error={errors['identifier']} hint={s('editor.entry.identifierHint')}>
          <input
            id={`${formId}-identifier`}
            value={form.identifier}
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={Boolean(errors['identifier'])}
            aria-describedby={`${formId}-identifier-hint ${formId}-identifier-live`}
            onChange={(event) => {
              setKeyTouched(true);
              change('identifier', event.target.value.toLowerCase());
            }}
          />
        </Field>
        <p id={`${formId}-identifier-live`} className={keyHint && form.identifier !== '' ? 'field-error' : 'hint'} aria-live="polite">
          {keyHint && form.identifier !== '' ? message(keyHint) : form.identifier ? `${form.kind === 'BLOG' ? '/blog/' : '/'}${form.identifier}` : ''}
        </p>
        <Field id={`${formId}-description`} label={s('editor.entry.description')} error={errors['description']}>
          <textarea
            id={`${formId}-description`}
            lang={form.locale}
            rows={3}
            value={form.description}
            aria-describedby={`${formId}-description-count`}
            onChange={(event) => change('description', event.target.value)}
          />
        </Field>
        <p id={`${formId}-description-count`} className={left < 0 ? 'field-error' : 'hint'}>
          {s('editor.entry.descriptionCount', { used: form.description.trim().length, max: MAX_DESCRIPTION_LENGTH })}
        </p>
        <div className="editor-field-row">
          <Field id={`${formId}-locale`} label={s('editor.entry.language')}>
            <select id={`${formId}-locale`} value={form.locale} onChange={(event) => change('locale', event.target.value as CmsLocale)}>
              <LanguageOptions />
            </select>
          </Field>
          <Field id={`${formId}-kind`} label={s('editor.entry.kind')}>
            <select id={`${formId}-kind`} value={form.kind} onChange={(event) => change('kind', event.target.value as CmsKind)}>
              <option value="PAGE">{s('editor.kind.PAGE')}</option>
              <option value="BLOG">{s('editor.kind.BLOG')}</option>
            </select>
          </Field>
          {form.kind === 'BLOG' && (
            <BlogTypeField id={`${formId}-blog-type`} value={form.blogType} error={errors['blogType']} onChange={(v) => change('blogType', v)} />
          )}
        </div>
        <div className="field editor-body-field">
          <span id={`${formId}-body-label`} className="label">
            {s('editor.entry.body')}
          </span>
          <Suspense fallback={<p aria-busy="true">{s('account.common.loading')}</p>}>
            <RichText html={form.bodyHtml} version={version} onChange={onBody} labelId={`${formId}-body-label`} />
          </Suspense>
          {errors['bodyHtml'] && (
            <small role="alert" className="field-error">
              {message(errors['bodyHtml'])}
            </small>
          )}
        </div>
      </div>

      {notice && (
        <p role={notice.tone === 'error' ? 'alert' : 'status'} className={`notice-${notice.tone}`}>
          {typeof notice.text === 'string' ? message(notice.text) : message(notice.text)}
        </p>
      )}
      <div className="editor-actions">
        <button type="submit" className="button" disabled={busy !== null}>
          {busy === 'save' ? s('editor.entry.saving') : s('editor.entry.save')}
        </button>
        <button type="button" className="button secondary" disabled={busy !== null} onClick={() => void openPreview()}>
          {s('editor.entry.preview')}
        </button>
        <button type="button" className="button" disabled={busy !== null} onClick={() => void publish(null)}>
          {s('editor.entry.publishNow')}
        </button>
        {entry && (entry.status === 'PUBLISHED' || entry.status === 'SCHEDULED') && (
          <button type="button" className="button secondary" disabled={busy !== null} onClick={() => void unpublish()}>
            {s('editor.entry.unpublish')}
          </button>
        )}
        {entry && entry.status === 'DRAFT' && entry.publishedRevision === null && (
          <button type="button" className="button danger" disabled={busy !== null} onClick={() => void remove()}>
            {s('editor.entry.delete')}
          </button>
        )}
      </div>
      <fieldset className="editor-publish-at">
        <legend>{s('editor.entry.publishAt')}</legend>
        <label htmlFor={`${formId}-when`}>{s('editor.entry.publishAtLabel')}</label>
        <input id={`${formId}-when`} type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />
        <button type="button" className="button secondary" disabled={busy !== null || when === ''} onClick={() => void publishLater()}>
          {s('editor.entry.schedule')}
        </button>
      </fieldset>
      {preview && <PreviewPanel preview={preview} locale={form.locale} close={() => setPreview(null)} />}
      {id && base !== null && <Revisions id={id} latest={entry?.revision ?? base} busy={busy !== null} restore={(revision) => void restore(revision)} />}
    </form>
  );
}

function BlogTypeField({ id, value, error, onChange }: { id: string; value: string; error: string | undefined; onChange: (value: string) => void }) {
  const { s } = useStrings();
  const types = useLoad(loadBlogTypes);
  const known = types.state.status === 'done' ? types.state.data : [];
  return (
    <Field id={id} label={s('editor.entry.blogType')} error={error} hint={s('editor.entry.blogTypeHint')}>
      <input
        id={id}
        list={`${id}-list`}
        value={value}
        autoCapitalize="none"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value.toLowerCase())}
      />
      <datalist id={`${id}-list`}>
        {known.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
    </Field>
  );
}

/** The preview: the customer's page with the latest saved text, in any of the four languages and both store views, in a new tab. */
function PreviewPanel({ preview, locale, close }: { preview: { token: string; kind: CmsKind; identifier: string }; locale: CmsLocale; close: () => void }) {
  const { s } = useStrings();
  const id = useId();
  const [language, setLanguage] = useState<CmsLocale>(locale);
  const [view, setView] = useState<string>('default');
  const path = previewPath(view, language, preview.kind, preview.identifier, preview.token);
  return (
    <section className="editor-preview" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{s('editor.preview.title')}</h3>
      <p className="hint">{s('editor.preview.hint')}</p>
      <div className="editor-field-row">
        <div className="field">
          <label htmlFor={`${id}-language`}>{s('editor.entry.language')}</label>
          <select id={`${id}-language`} value={language} onChange={(event) => setLanguage(event.target.value as CmsLocale)}>
            <LanguageOptions />
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-view`}>{s('editor.preview.storeView')}</label>
          <select id={`${id}-view`} value={view} onChange={(event) => setView(event.target.value)}>
            {PREVIEW_STORE_VIEWS.map((code) => (
              <option key={code} value={code}>
                {s(code === 'jh' ? 'editor.preview.jh' : 'editor.preview.default')}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p>
        <a className="button" href={path} target="_blank" rel="noopener" data-preview-link>
          {s('editor.preview.open', { language: languageName(language) })}
        </a>{' '}
        <button type="button" className="button secondary" onClick={close}>
          {s('editor.preview.close')}
        </button>
      </p>
    </section>
  );
}

/** The entry's revisions, newest first: who saved each and when, which one customers see; look at an old one, restore it. */
function Revisions({ id, latest, busy, restore }: { id: string; latest: number; busy: boolean; restore: (revision: number) => void }) {
  const { s } = useStrings();
  const list = useLoad(() => loadRevisions(id), [id, latest]);
  const [shown, setShown] = useState<number | null>(null);
  return (
    <section className="editor-revisions" aria-labelledby="editor-revisions-title">
      <h3 id="editor-revisions-title">{s('editor.revisions.title')}</h3>
      <Loadable state={list.state} retry={list.reload}>
        {(revisions) => (
          <ol className="editor-rows">
            {revisions.map((revision) => (
              <li key={revision.revision} className="editor-row">
                <span>
                  <strong>{s('editor.revisions.number', { revision: revision.revision })}</strong> · {revision.title}
                  {revision.live && <span className="editor-status editor-status-published">{s('editor.revisions.live')}</span>}
                </span>
                <span className="hint">
                  {revision.authorName} · <When iso={revision.createdAt} />
                </span>
                <span className="editor-row-actions">
                  <button
                    type="button"
                    className="button secondary"
                    aria-expanded={shown === revision.revision}
                    onClick={() => setShown(shown === revision.revision ? null : revision.revision)}
                  >
                    {s('editor.revisions.view')}
                  </button>
                  {revision.revision !== latest && (
                    <button type="button" className="button secondary" disabled={busy} onClick={() => restore(revision.revision)}>
                      {s('editor.revisions.restore')}
                    </button>
                  )}
                </span>
                {shown === revision.revision && <RevisionText id={id} revision={revision.revision} />}
              </li>
            ))}
          </ol>
        )}
      </Loadable>
    </section>
  );
}

function RevisionText({ id, revision }: { id: string; revision: number }) {
  const text = useLoad(() => loadRevision(id, revision), [id, revision]);
  return (
    <Loadable state={text.state} retry={text.reload}>
      {(old) => (
        <article className="editor-revision-text cms-body" lang={old.locale}>
          <h4>{old.title}</h4>
          {old.description && <p className="hint">{old.description}</p>}
          {/* The server's sanitised HTML (an allow-list), as customers would read it. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before it was stored */}
          <div dangerouslySetInnerHTML={{ __html: old.bodyHtml }} />
        </article>
      )}
    </Loadable>
  );
}
