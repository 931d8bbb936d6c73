import { Editor } from '@tiptap/core';
import { bodyExtensions } from './bodyExtensions';

/**
 * The HTML the studio's editor saves for a body that was opened and saved unchanged: what survives
 * the schema. Needs a DOM (the browser's, or happy-dom in a test) to parse the HTML.
 */
export function editedBody(html: string): string {
  const editor = new Editor({ extensions: bodyExtensions(), content: html });
  try {
    return editor.isEmpty ? '' : editor.getHTML();
  } finally {
    editor.destroy();
  }
}
