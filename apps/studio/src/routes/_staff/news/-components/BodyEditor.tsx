import { bodyExtensions } from '@club/rich-text-schema';
import { Button, TextField } from '@club/ui';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import * as styles from './BodyEditor.css';

export type BodyEditorProps = {
  /** The HTML the editor opens with; later changes come from the editor itself. */
  initialHtml: string;
  onChange: (html: string, text: string) => void;
  /** The visible label's id, and the hint's and error's, read out with the text box. */
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
};

/**
 * An article or page body in TipTap (ProseMirror underneath), with the extensions of
 * `@club/rich-text-schema`: headings, bold, italic, lists, quotes, links and tables with a caption.
 * Loaded on demand (`lazy`), so the list and the rest of the form never wait for it. What it gives is
 * HTML; the platform sanitises it on every save.
 */
export default function BodyEditor({ initialHtml, onChange, labelId, describedBy, invalid }: BodyEditorProps) {
  const editor = useEditor({
    extensions: bodyExtensions(),
    content: initialHtml,
    // TipTap's own stylesheet is an inline <style>, which the site's CSP refuses: the studio styles it.
    injectCSS: false,
    editorProps: {
      attributes: {
        class: styles.content,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML(), current.getText()),
  });

  return (
    <div className={styles.frame} data-state={invalid ? 'invalid' : 'valid'}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      table: current.isActive('table'),
    }),
  });
  const chain = () => editor.chain().focus();
  // Link and Table caption ask for their text in place, under the toolbar (never a browser prompt over the
  // page): the field a tool opens, with the tool that opened it, to give the focus back to.
  const [asking, setAsking] = useState<{ ask: Asking; opener: HTMLButtonElement } | null>(null);
  const ask = (which: Asking['kind']) => (opener: HTMLButtonElement) => {
    const attributes = editor.getAttributes(which === 'link' ? 'link' : 'table') as { href?: string; caption?: string | null };
    setAsking({ ask: { kind: which, previous: (which === 'link' ? attributes.href : attributes.caption) ?? '' }, opener });
  };
  const apply = (value: string) => {
    if (asking === null) return;
    const text = value.trim();
    if (asking.ask.kind === 'link') {
      if (text === '') chain().extendMarkRange('link').unsetLink().run();
      else chain().extendMarkRange('link').setLink({ href: text }).run();
    } else {
      chain().updateAttributes('table', { caption: text === '' ? null : text }).run();
    }
    setAsking(null);
  };
  const cancel = () => {
    asking?.opener.focus();
    setAsking(null);
  };
  const button = (label: string, pressed: boolean | undefined, run: (button: HTMLButtonElement) => void, text: string, disabled = false, expanded?: boolean) => (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      disabled={disabled}
      // Keeps the selection in the text while the pointer presses a tool.
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => run(event.currentTarget)}
    >
      {text}
    </button>
  );
  return (
    <div className={styles.bar}>
    <div className={styles.toolbar} role="toolbar" aria-label="Formatting">
      {button('Heading', active.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
      {button('Subheading', active.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
      {button('Bold', active.bold, () => chain().toggleBold().run(), 'B')}
      {button('Italic', active.italic, () => chain().toggleItalic().run(), 'I')}
      {button('Bulleted list', active.bulletList, () => chain().toggleBulletList().run(), '• List')}
      {button('Numbered list', active.orderedList, () => chain().toggleOrderedList().run(), '1. List')}
      {button('Quote', active.blockquote, () => chain().toggleBlockquote().run(), '“ ”')}
      {button('Link', active.link, ask('link'), 'Link', false, asking?.ask.kind === 'link')}
      {button('Insert table', undefined, () => chain().insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run(), '⊞ Table', active.table)}
      {/* The row tools work on the table the cursor is in. */}
      {button('Add row', undefined, () => chain().addRowAfter().run(), '+ Row', !active.table)}
      {button('Delete row', undefined, () => chain().deleteRow().run(), '− Row', !active.table)}
      {button('Table caption', undefined, ask('caption'), 'Caption', !active.table, asking?.ask.kind === 'caption')}
      {button('Delete table', undefined, () => chain().deleteTable().run(), '✕ Table', !active.table)}
      {button('Undo', undefined, () => chain().undo().run(), '↶')}
      {button('Redo', undefined, () => chain().redo().run(), '↷')}
    </div>
    {asking && <AskInPlace key={asking.ask.kind} ask={asking.ask} onApply={apply} onCancel={cancel} />}
    </div>
  );
}

type Asking = { kind: 'link' | 'caption'; previous: string };

const askingWords = {
  link: { group: 'Link address', label: 'Link address', hint: 'Leave it empty to remove the link.', apply: 'Set link' },
  caption: { group: 'Table caption', label: 'Table caption', hint: 'What the table shows. Leave it empty for none.', apply: 'Set caption' },
} as const;

/**
 * The text a Link or Table caption tool asks for, in place under the toolbar: a labelled field that takes
 * the focus (the member of staff just asked for it), Enter or the apply button sets it and returns to the
 * text, Escape or Cancel returns to the tool. Not a form of its own: the editor is inside the article's.
 */
function AskInPlace({ ask, onApply, onCancel }: { ask: Asking; onApply: (value: string) => void; onCancel: () => void }) {
  const words = askingWords[ask.kind];
  const field = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(ask.previous);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && event.target === field.current) {
      // Enter in the field sets it, and does not submit the article's form.
      event.preventDefault();
      onApply(value);
    }
  };
  return (
    <div className={styles.ask} role="group" aria-label={words.group} onKeyDown={onKeyDown}>
      <TextField ref={field} label={words.label} name={`body-${ask.kind}`} hint={words.hint} value={value} onChange={setValue} />
      <div className={styles.askActions}>
        <Button size="small" variant="primary-dark" onClick={() => onApply(value)}>
          {words.apply}
        </Button>
        <Button size="small" variant="ghost-dark" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
