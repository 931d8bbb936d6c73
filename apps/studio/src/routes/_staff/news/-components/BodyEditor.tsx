import { bodyExtensions } from '@club/rich-text-schema';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
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
  const setLink = () => {
    const previous = (editor.getAttributes('link') as { href?: string }).href ?? '';
    const href = window.prompt('Link address (leave empty to remove the link)', previous);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const setCaption = () => {
    const previous = (editor.getAttributes('table') as { caption?: string | null }).caption ?? '';
    const caption = window.prompt('Table caption: what the table shows (leave empty for none)', previous);
    if (caption === null) return;
    chain().updateAttributes('table', { caption: caption.trim() === '' ? null : caption.trim() }).run();
  };
  const button = (label: string, pressed: boolean | undefined, run: () => void, text: string, disabled = false) => (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the selection in the text while the pointer presses a tool.
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {text}
    </button>
  );
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Formatting">
      {button('Heading', active.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
      {button('Subheading', active.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
      {button('Bold', active.bold, () => chain().toggleBold().run(), 'B')}
      {button('Italic', active.italic, () => chain().toggleItalic().run(), 'I')}
      {button('Bulleted list', active.bulletList, () => chain().toggleBulletList().run(), '• List')}
      {button('Numbered list', active.orderedList, () => chain().toggleOrderedList().run(), '1. List')}
      {button('Quote', active.blockquote, () => chain().toggleBlockquote().run(), '“ ”')}
      {button('Link', active.link, setLink, 'Link')}
      {button('Insert table', undefined, () => chain().insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run(), '⊞ Table', active.table)}
      {/* The row tools work on the table the cursor is in. */}
      {button('Add row', undefined, () => chain().addRowAfter().run(), '+ Row', !active.table)}
      {button('Delete row', undefined, () => chain().deleteRow().run(), '− Row', !active.table)}
      {button('Table caption', undefined, setCaption, 'Caption', !active.table)}
      {button('Delete table', undefined, () => chain().deleteTable().run(), '✕ Table', !active.table)}
      {button('Undo', undefined, () => chain().undo().run(), '↶')}
      {button('Redo', undefined, () => chain().redo().run(), '↷')}
    </div>
  );
}
