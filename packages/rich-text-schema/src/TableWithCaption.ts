import { Table, TableView } from '@tiptap/extension-table';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

function captionOf(node: ProseMirrorNode): string | null {
  const caption: unknown = node.attrs.caption;
  return typeof caption === 'string' && caption.trim() !== '' ? caption : null;
}

// From the table's own document, and typed from it: the platform's tests compile this without the DOM's types.
function createCaption(table: TableView['table']) {
  const caption = table.ownerDocument.createElement('caption');
  caption.contentEditable = 'false';
  return caption;
}

/**
 * The editor's view of a table (TipTap's, a scrolling wrapper round the table) with the caption above
 * its rows. The caption is not typed into: the toolbar's "Table caption" changes it.
 */
class CaptionedTableView extends TableView {
  private caption: ReturnType<typeof createCaption> | undefined;

  constructor(...args: ConstructorParameters<typeof TableView>) {
    super(...args);
    this.showCaption(captionOf(args[0]));
  }

  override update(node: ProseMirrorNode): boolean {
    // TipTap's view refuses a node whose attributes changed, and ProseMirror draws it again.
    if (!super.update(node)) return false;
    this.showCaption(captionOf(node));
    return true;
  }

  private showCaption(text: string | null) {
    if (text === null) {
      this.caption?.remove();
      this.caption = undefined;
      return;
    }
    if (!this.caption) {
      this.caption = createCaption(this.table);
      this.table.prepend(this.caption);
    }
    this.caption.textContent = text;
  }
}

/**
 * TipTap's table, which has no caption, with one: the club's content pages caption every table
 * ("Harbour Lounge prices for 2025/26, per person"), and a table read without it says less (a screen
 * reader announces it with the table). ProseMirror's tables need every child of a table to be a row,
 * so the caption is the table's attribute, plain text as the pages write it, rather than a node.
 */
export const TableWithCaption = Table.extend({
  addOptions() {
    return { ...this.parent!(), View: CaptionedTableView };
  },

  addAttributes() {
    return {
      ...this.parent?.(),
      caption: {
        default: null,
        parseHTML: (element) => element.querySelector(':scope > caption')?.textContent?.trim() || null,
        // Drawn as an element by renderHTML, never as an attribute.
        renderHTML: () => ({}),
      },
    };
  },

  parseHTML() {
    // The caption's words are read by the table's attribute: parsed again they would become a row.
    return [...(this.parent?.() ?? []), { tag: 'caption', ignore: true }];
  },

  renderHTML(props) {
    const rendered = this.parent!(props) as [string, Record<string, unknown>, ...unknown[]];
    const caption = captionOf(props.node);
    if (caption === null) return rendered;
    const [tag, attributes, ...children] = rendered;
    return [tag, attributes, ['caption', {}, caption], ...children];
  },
});
