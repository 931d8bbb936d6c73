import type { Extensions } from '@tiptap/core';
import { TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { TableWithCaption } from './TableWithCaption';

/**
 * What an article or a page body is edited with: headings, bold, italic, lists, quotes and links (the
 * marks the club site's articles use) and tables with header cells and a caption (the content pages'
 * prices, times and contacts). Markup the schema has no node for is dropped when a body opens, so a
 * body the club wrote with something else loses it at the first save: the platform's test loads
 * every seeded body through these and checks nothing is lost.
 */
export function bodyExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto'],
        // TipTap's default opens every link in a new tab, so a save turned the pages' links to one another
        // into new tabs: a link keeps the target it has, and a new one opens where the reader is.
        HTMLAttributes: { target: null, rel: null },
      },
    }),
    TableWithCaption,
    TableRow,
    TableHeader,
    TableCell,
  ];
}
