import { type FormEvent, useEffect, useId, useState } from 'react';
import { BLOCK_KINDS, type BlockKind, CMS_IMAGE_SIZES, type CmsLocale, MAX_CAPTION_LENGTH } from '../../../domain/cms.ts';
import { formatIst } from '../../../domain/time.ts';
import type { EditorBlockFragment, EditorImageFragment } from '../../gql/graphql.ts';
import type { KeyedMessage } from '../../i18n/island.ts';
import type { UserFacingError } from '../../lib/graphql-errors.ts';
import { deleteBlock, loadBlock, loadCategories, saveBlock } from '../../stores/editor/calls.ts';
import {
  type BlockForm,
  checkBlock,
  draftKey,
  dropDraft,
  EMPTY_BLOCK_FORM,
  type FieldErrors,
  isBlockForm,
  isConflict,
  isLocale,
  isNetworkFailure,
  isoToIstInput,
  linkHint,
  readDraft,
} from '../../stores/editor/rules.ts';
import { Field, Loadable, useLoad, useStrings } from '../account/ui.tsx';
import { blockHref, LanguageOptions, SaveTrouble, StatusBadge, useKeptDraft, When } from './editor-ui.tsx';
import { ImageUploadFields, useImageUpload } from './ImageUpload.tsx';

const formOf = (block: EditorBlockFragment): BlockForm => ({
  kind: block.kind,
  locale: isLocale(block.locale) ? block.locale : 'en-US',
  title: block.title,
  caption: block.caption,
  linkPath: block.linkPath ?? '',
  imageId: block.image?.id ?? null,
  categoryId: block.categoryId,
  position: String(block.position),
  published: block.published,
  startsAt: isoToIstInput(block.startsAt),
  endsAt: isoToIstInput(block.endsAt),
});

const sameForm = (a: BlockForm, b: BlockForm) => JSON.stringify(a) === JSON.stringify(b);

function newForm(): BlockForm {
  const query = new URLSearchParams(window.location.search);
  const kind = query.get('kind') ?? '';
  const locale = query.get('locale') ?? '';
  return {
    ...EMPTY_BLOCK_FORM,
    kind: (BLOCK_KINDS as readonly string[]).includes(kind) ? (kind as BlockKind) : 'BANNER',
    locale: isLocale(locale) ? locale : 'en-US',
  };
}

function conflictMessage(error: UserFacingError): KeyedMessage {
  const time = error.params?.['time'];
  if (typeof time !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(time)) return error;
  return { ...error, params: { ...error.params, time: formatIst(time) } };
}

/** /editor/block/{id} and /editor/block/new?kind=…&locale=…: a home-page banner or a popular-category tile in one language. */
export function BlockEditor({ reference }: { reference: string }) {
  const fresh = reference === 'new';
  const loaded = useLoad<EditorBlockFragment | null>(() => (fresh ? Promise.resolve({ ok: true, data: null }) : loadBlock(reference)), [reference]);
  return (
    <Loadable state={loaded.state} retry={loaded.reload}>
      {(block) => <BlockEditing opened={block} />}
    </Loadable>
  );
}

function BlockEditing({ opened }: { opened: EditorBlockFragment | null }) {
  const { s, href, message } = useStrings();
  const formId = useId();
  const [block, setBlock] = useState(opened);
  const [saved, setSaved] = useState<BlockForm>(() => (opened ? formOf(opened) : newForm()));
  const [form, setForm] = useState<BlockForm>(saved);
  const [base, setBase] = useState<number | null>(opened?.revision ?? null);
  const [image, setImage] = useState<EditorImageFragment | null>(opened?.image ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string | KeyedMessage } | null>(null);
  const [conflict, setConflict] = useState<KeyedMessage | null>(null);
  const [offline, setOffline] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = block?.id ?? null;
  const key = draftKey('block', id ?? 'new');
  const dirty = !sameForm(form, saved);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the block is opened
  useEffect(() => {
    const kept = readDraft(key, isBlockForm);
    if (!kept || sameForm(kept.form, saved)) return;
    setForm(kept.form);
    setBase(kept.base);
    setNotice({ tone: 'success', text: s('editor.entry.draftRestored') });
  }, []);
  useKeptDraft(key, form, base, dirty);

  const change = <K extends keyof BlockForm>(field: K, value: BlockForm[K]) => {
    setForm((before) => ({ ...before, [field]: value }));
    setErrors((before) => ({ ...before, [field]: undefined }));
  };

  const refused = (error: UserFacingError) => {
    if (isConflict(error)) setConflict(conflictMessage(error));
    else if (isNetworkFailure(error)) setOffline(true);
    else setNotice({ tone: 'error', text: error });
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = checkBlock(form);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setNotice({ tone: 'error', text: s('editor.entry.fixFields') });
      return;
    }
    setErrors({});
    setBusy(true);
    setNotice(null);
    setOffline(false);
    const sent = form;
    const outcome = await saveBlock(sent, id, base);
    setBusy(false);
    if (!outcome.ok) {
      refused(outcome.error);
      return;
    }
    dropDraft(key);
    setBlock(outcome.data);
    setBase(outcome.data.revision);
    setSaved(sent);
    setConflict(null);
    if (!id) {
      dropDraft(draftKey('block', 'new'));
      history.replaceState(null, '', href(blockHref(outcome.data.id)));
    }
    setNotice({ tone: 'success', text: s('editor.entry.saved') });
  };

  const remove = async () => {
    if (!id || base === null || !window.confirm(s('editor.block.confirmDelete'))) return;
    setBusy(true);
    const outcome = await deleteBlock(id, base);
    setBusy(false);
    if (!outcome.ok) {
      refused(outcome.error);
      return;
    }
    dropDraft(key);
    setSaved(form);
    window.location.assign(href(`/editor?tab=${form.kind === 'BANNER' ? 'banners' : 'tiles'}`));
  };

  const reloadLatest = async () => {
    if (!id || !window.confirm(s('editor.entry.confirmReload'))) return;
    const latest = await loadBlock(id);
    if (!latest.ok) {
      refused(latest.error);
      return;
    }
    dropDraft(key);
    setBlock(latest.data);
    setBase(latest.data.revision);
    setSaved(formOf(latest.data));
    setForm(formOf(latest.data));
    setImage(latest.data.image ?? null);
    setConflict(null);
  };

  const banner = form.kind === 'BANNER';
  const linkRefusal = banner && form.linkPath !== '' ? linkHint(form.linkPath) : null;
  return (
    <form className="editor-block" noValidate onSubmit={(event) => void save(event)}>
      <p className="editor-back">
        <a href={href(`/editor?tab=${banner ? 'banners' : 'tiles'}`)}>{s('editor.back')}</a>
      </p>
      <h2>{s(block ? (banner ? 'editor.block.editBanner' : 'editor.block.editTile') : banner ? 'editor.block.newBanner' : 'editor.block.newTile')}</h2>
      {block && (
        <p className="editor-status-line" role="status">
          <StatusBadge status={block.status} />
          {dirty && <span className="editor-changes">{s('editor.entry.notSaved')}</span>}
          <span className="hint">
            {' '}
            {s('editor.entry.revisionBy', { revision: block.revision, name: block.updatedByName })} <When iso={block.updatedAt} />
          </span>
        </p>
      )}
      <SaveTrouble conflict={conflict} onOpenLatest={() => void reloadLatest()} offline={offline} onRetry={() => void save()} />
      <div className="editor-field-row">
        <Field id={`${formId}-kind`} label={s('editor.block.kind')}>
          <select id={`${formId}-kind`} value={form.kind} disabled={block !== null} onChange={(event) => change('kind', event.target.value as BlockKind)}>
            <option value="BANNER">{s('editor.block.BANNER')}</option>
            <option value="POPULAR_CATEGORY">{s('editor.block.POPULAR_CATEGORY')}</option>
          </select>
        </Field>
        <Field id={`${formId}-locale`} label={s('editor.entry.language')}>
          <select id={`${formId}-locale`} value={form.locale} onChange={(event) => change('locale', event.target.value as CmsLocale)}>
            <LanguageOptions />
          </select>
        </Field>
        <Field id={`${formId}-position`} label={s('editor.block.position')} error={errors['position']}>
          <input
            id={`${formId}-position`}
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            value={form.position}
            onChange={(event) => change('position', event.target.value)}
          />
        </Field>
      </div>
      <Field id={`${formId}-title`} label={s(banner ? 'editor.block.headline' : 'editor.block.name')} error={errors['title']}>
        <input id={`${formId}-title`} lang={form.locale} value={form.title} onChange={(event) => change('title', event.target.value)} />
      </Field>
      <Field
        id={`${formId}-caption`}
        label={s('editor.block.caption')}
        error={errors['caption']}
        hint={s('editor.block.captionHint', { max: MAX_CAPTION_LENGTH })}
      >
        <input id={`${formId}-caption`} lang={form.locale} value={form.caption} onChange={(event) => change('caption', event.target.value)} />
      </Field>
      {banner ? (
        <>
          <Field id={`${formId}-link`} label={s('editor.block.link')} error={errors['linkPath'] ?? linkRefusal ?? undefined} hint={s('editor.block.linkHint')}>
            <input
              id={`${formId}-link`}
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              value={form.linkPath}
              onChange={(event) => change('linkPath', event.target.value)}
            />
          </Field>
          <BannerImage
            image={image}
            onUploaded={(uploaded) => {
              setImage(uploaded);
              change('imageId', uploaded?.id ?? null);
            }}
          />
        </>
      ) : (
        <CategoryPicker id={`${formId}-category`} value={form.categoryId} error={errors['categoryId']} onChange={(value) => change('categoryId', value)} />
      )}
      <fieldset className="editor-schedule">
        <legend>{s('editor.block.schedule')}</legend>
        <div className="field editor-check">
          <input id={`${formId}-published`} type="checkbox" checked={form.published} onChange={(event) => change('published', event.target.checked)} />
          <label htmlFor={`${formId}-published`}>{s('editor.block.published')}</label>
        </div>
        <div className="editor-field-row">
          <Field id={`${formId}-from`} label={s('editor.block.from')} error={errors['startsAt']}>
            <input id={`${formId}-from`} type="datetime-local" value={form.startsAt} onChange={(event) => change('startsAt', event.target.value)} />
          </Field>
          <Field id={`${formId}-to`} label={s('editor.block.to')} error={errors['endsAt']}>
            <input id={`${formId}-to`} type="datetime-local" value={form.endsAt} onChange={(event) => change('endsAt', event.target.value)} />
          </Field>
        </div>
        <p className="hint">{s('editor.block.scheduleHint')}</p>
      </fieldset>
      {notice && (
        <p role={notice.tone === 'error' ? 'alert' : 'status'} className={`notice-${notice.tone}`}>
          {message(notice.text)}
        </p>
      )}
      <div className="editor-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? s('editor.entry.saving') : s('editor.entry.save')}
        </button>
        {block && (
          <button type="button" className="button danger" disabled={busy} onClick={() => void remove()}>
            {s('editor.entry.delete')}
          </button>
        )}
      </div>
    </form>
  );
}

function CategoryPicker({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: number | null;
  error: string | undefined;
  onChange: (value: number | null) => void;
}) {
  const { s } = useStrings();
  const categories = useLoad(loadCategories);
  return (
    <Loadable state={categories.state} retry={categories.reload}>
      {(list) => (
        <Field id={id} label={s('editor.block.category')} error={error}>
          <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}>
            <option value="">{s('editor.block.chooseCategory')}</option>
            {list.map((category) => (
              <option key={category.id} value={category.id}>
                {`${'\u2003'.repeat(Math.max(0, category.level - 2))}${category.name}`}
              </option>
            ))}
          </select>
        </Field>
      )}
    </Loadable>
  );
}

function BannerImage({ image, onUploaded }: { image: EditorImageFragment | null; onUploaded: (image: EditorImageFragment | null) => void }) {
  const { s } = useStrings();
  const upload = useImageUpload(image?.alt ?? '');
  const send = async () => {
    const uploaded = await upload.upload();
    if (uploaded) onUploaded(uploaded);
  };
  return (
    <fieldset className="editor-image">
      <legend>{s('editor.block.image')}</legend>
      {image && <img src={image.src} srcSet={image.srcset} sizes={CMS_IMAGE_SIZES} alt={image.alt} width={image.width} height={image.height} />}
      <ImageUploadFields upload={upload} />
      <button type="button" className="button secondary" disabled={upload.busy} onClick={() => void send()}>
        {s('editor.image.upload')}
      </button>{' '}
      {image && (
        <button type="button" className="button secondary" onClick={() => onUploaded(null)}>
          {s('editor.image.remove')}
        </button>
      )}
    </fieldset>
  );
}
