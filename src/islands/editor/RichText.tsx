import { Editor } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { StringKey } from '../../i18n/keys.ts';
import { bodyLinkRefusal } from '../../stores/editor/rules.ts';
import { Field, useStrings } from '../account/ui.tsx';
import { ImageUploadFields, useImageUpload } from './ImageUpload.tsx';

/**
 * The body's rich-text editor (TipTap on ProseMirror): headings H2-H4, bold, italic, bullet and
 * numbered lists, links (a dialog for the address; javascript: and the like refused here as on the
 * server), quotes, images uploaded to the shop (uploadCmsImage; the server adds srcset when it stores
 * the page) and tables with rows and columns added and removed. A toolbar of real buttons: each
 * labelled in the page's language, aria-pressed for what applies to the selection, reachable with Tab.
 * The server sanitises whatever arrives (an allow-list), so this is for the editor's comfort only.
 *
 * TipTap's own editor (@tiptap/core) mounted into a div, with this component's few lines of React around
 * it instead of @tiptap/react: that package imports react-dom, which re-cut the React chunk every page
 * shares (+0.9 KB on every catalogue page, past the product page's budget), for a binding this needs
 * little of (the toolbar redraws on each transaction).
 */
interface Props {
  /** The text the editor starts with; `version` changes when it must be replaced (a restored revision). */
  html: string;
  version: number;
  onChange: (html: string) => void;
  labelId: string;
}

export default function RichText({ html, version, onChange, labelId }: Props) {
  const changed = useRef(onChange);
  changed.current = onChange;
  const holder = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [, setTransactions] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one editor for the component's life; its text changes through `version`
  useEffect(() => {
    const made = new Editor({
      element: holder.current,
      // TipTap's own stylesheet would be a <style> element the shop's Content-Security-Policy refuses:
      // its few rules are in src/styles/editor.css instead.
      injectCSS: false,
      extensions: [
        StarterKit.configure({
          heading: { levels: [2, 3, 4] },
          code: false,
          codeBlock: false,
          strike: false,
          underline: false,
          horizontalRule: false,
          link: {
            openOnClick: false,
            autolink: true,
            defaultProtocol: 'https',
            isAllowedUri: (url) => bodyLinkRefusal(url) === null,
          },
        }),
        Image.configure({ inline: false, allowBase64: false }),
        Table.configure({ resizable: false }),
        TableRow,
        TableHeader,
        TableCell,
      ],
      content: html,
      editorProps: { attributes: { class: 'editor-body cms-body', 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox' } },
      onUpdate: ({ editor: current }) => changed.current(current.getHTML()),
      // The toolbar shows what applies to the selection: it redraws after every change of it.
      onTransaction: () => setTransactions((n) => n + 1),
    });
    setEditor(made);
    return () => made.destroy();
  }, []);
  // A restored revision or a kept draft replaces the text (without counting as the editor's change).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new version replaces the text
  useEffect(() => {
    if (editor && version > 0) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, version]);
  return (
    <div className="editor-rich">
      {editor ? <Toolbar editor={editor} /> : <div className="editor-toolbar" aria-busy="true" />}
      <div ref={holder} />
    </div>
  );
}

function ToolButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="editor-tool"
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // The editor keeps its selection: a click on the toolbar does not take the focus first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {/* The glyph is for the eye; the name, in the page's language, for everyone (no aria-label that the glyph would contradict). */}
      <span aria-hidden="true">{children}</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/** A toolbar icon drawn with lines (no emoji: a phone or a laptop without an emoji font shows a box). */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

type Dialog = 'link' | 'image' | null;

function Toolbar({ editor }: { editor: Editor }) {
  const { s } = useStrings();
  const [dialog, setDialog] = useState<Dialog>(null);
  // Read on every render: RichText redraws the toolbar after each transaction.
  const e = editor;
  const state = {
    h2: e.isActive('heading', { level: 2 }),
    h3: e.isActive('heading', { level: 3 }),
    h4: e.isActive('heading', { level: 4 }),
    bold: e.isActive('bold'),
    italic: e.isActive('italic'),
    bullet: e.isActive('bulletList'),
    ordered: e.isActive('orderedList'),
    quote: e.isActive('blockquote'),
    link: e.isActive('link'),
    table: e.isActive('table'),
    undo: e.can().undo(),
    redo: e.can().redo(),
  };
  const chain = () => editor.chain().focus();
  const t = (key: StringKey) => s(key);
  return (
    <>
      <div className="editor-toolbar" role="toolbar" aria-label={t('editor.toolbar.label')}>
        <span className="editor-tool-group">
          <ToolButton label={t('editor.toolbar.h2')} pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
            H2
          </ToolButton>
          <ToolButton label={t('editor.toolbar.h3')} pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
            H3
          </ToolButton>
          <ToolButton label={t('editor.toolbar.h4')} pressed={state.h4} onClick={() => chain().toggleHeading({ level: 4 }).run()}>
            H4
          </ToolButton>
        </span>
        <span className="editor-tool-group">
          <ToolButton label={t('editor.toolbar.bold')} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
            <b>B</b>
          </ToolButton>
          <ToolButton label={t('editor.toolbar.italic')} pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
            <i>I</i>
          </ToolButton>
        </span>
        <span className="editor-tool-group">
          <ToolButton label={t('editor.toolbar.bulletList')} pressed={state.bullet} onClick={() => chain().toggleBulletList().run()}>
            •≡
          </ToolButton>
          <ToolButton label={t('editor.toolbar.orderedList')} pressed={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
            1.≡
          </ToolButton>
          <ToolButton label={t('editor.toolbar.quote')} pressed={state.quote} onClick={() => chain().toggleBlockquote().run()}>
            ❝
          </ToolButton>
        </span>
        <span className="editor-tool-group">
          <ToolButton label={t('editor.toolbar.link')} pressed={state.link || dialog === 'link'} onClick={() => setDialog(dialog === 'link' ? null : 'link')}>
            <Icon>
              <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
              <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
            </Icon>
          </ToolButton>
          <ToolButton label={t('editor.toolbar.unlink')} disabled={!state.link} onClick={() => chain().extendMarkRange('link').unsetLink().run()}>
            <Icon>
              <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
              <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
              <line x1="3" y1="3" x2="21" y2="21" />
            </Icon>
          </ToolButton>
          <ToolButton label={t('editor.toolbar.image')} pressed={dialog === 'image'} onClick={() => setDialog(dialog === 'image' ? null : 'image')}>
            <Icon>
              <rect x="3" y="3" width="18" height="18" rx="2" />
              <circle cx="8.5" cy="8.5" r="1.5" />
              <polyline points="21 15 16 10 5 21" />
            </Icon>
          </ToolButton>
        </span>
        <span className="editor-tool-group">
          <ToolButton
            label={t('editor.toolbar.table')}
            disabled={state.table}
            onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
          >
            ▦
          </ToolButton>
          <ToolButton label={t('editor.toolbar.addRow')} disabled={!state.table} onClick={() => chain().addRowAfter().run()}>
            +▤
          </ToolButton>
          <ToolButton label={t('editor.toolbar.removeRow')} disabled={!state.table} onClick={() => chain().deleteRow().run()}>
            −▤
          </ToolButton>
          <ToolButton label={t('editor.toolbar.addColumn')} disabled={!state.table} onClick={() => chain().addColumnAfter().run()}>
            +▥
          </ToolButton>
          <ToolButton label={t('editor.toolbar.removeColumn')} disabled={!state.table} onClick={() => chain().deleteColumn().run()}>
            −▥
          </ToolButton>
          <ToolButton label={t('editor.toolbar.removeTable')} disabled={!state.table} onClick={() => chain().deleteTable().run()}>
            ✕▦
          </ToolButton>
        </span>
        <span className="editor-tool-group">
          <ToolButton label={t('editor.toolbar.undo')} disabled={!state.undo} onClick={() => chain().undo().run()}>
            ↶
          </ToolButton>
          <ToolButton label={t('editor.toolbar.redo')} disabled={!state.redo} onClick={() => chain().redo().run()}>
            ↷
          </ToolButton>
        </span>
      </div>
      {dialog === 'link' && <LinkDialog editor={editor} close={() => setDialog(null)} />}
      {dialog === 'image' && <ImageDialog editor={editor} close={() => setDialog(null)} />}
    </>
  );
}

function LinkDialog({ editor, close }: { editor: Editor; close: () => void }) {
  const { s } = useStrings();
  const id = useId();
  const [href, setHref] = useState(() => String(editor.getAttributes('link')['href'] ?? ''));
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const link = href.trim();
    const refusal = bodyLinkRefusal(link);
    if (refusal) {
      setError(refusal);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: link, marks: [{ type: 'link', attrs: { href: link } }] }).run();
    else chain.setLink({ href: link }).run();
    close();
  };
  return (
    // Not a <form>: the dialog sits inside the entry's form, and Enter in the address applies the link.
    <div className="editor-dialog" role="dialog" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="editor-dialog-title">
        {s('editor.link.title')}
      </p>
      <Field id={`${id}-href`} label={s('editor.link.address')} hint={s('editor.link.hint')} error={error ?? undefined}>
        <input
          id={`${id}-href`}
          type="text"
          inputMode="url"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the dialog opens to type the address
          autoFocus
          value={href}
          aria-invalid={error !== null}
          aria-describedby={`${id}-href-hint${error ? ` ${id}-href-error` : ''}`}
          onChange={(event) => {
            setHref(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            } else if (event.key === 'Escape') close();
          }}
        />
      </Field>
      <button type="button" className="button" onClick={apply}>
        {s('editor.link.apply')}
      </button>{' '}
      <button type="button" className="button secondary" onClick={close}>
        {s('editor.cancel')}
      </button>
    </div>
  );
}

function ImageDialog({ editor, close }: { editor: Editor; close: () => void }) {
  const { s } = useStrings();
  const upload = useImageUpload();
  const insert = async () => {
    const uploaded = await upload.upload();
    if (!uploaded) return;
    editor
      .chain()
      .focus()
      .setImage({ src: uploaded.src, alt: uploaded.alt || upload.alt.trim() })
      .run();
    close();
  };
  return (
    <div className="editor-dialog" role="dialog" aria-labelledby={`${upload.id}-title`}>
      <p id={`${upload.id}-title`} className="editor-dialog-title">
        {s('editor.image.title')}
      </p>
      <ImageUploadFields upload={upload} />
      <button type="button" className="button" disabled={upload.busy} onClick={() => void insert()}>
        {s('editor.image.insert')}
      </button>{' '}
      <button type="button" className="button secondary" onClick={close}>
        {s('editor.cancel')}
      </button>
    </div>
  );
}
