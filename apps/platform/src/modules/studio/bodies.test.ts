// @vitest-environment happy-dom
// The studio's editor parses HTML with the DOM's parser: happy-dom gives this file one.
import { editedBody } from '@club/rich-text-schema';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { demoWorldData } from '../../prepare-database';
import { navigation } from '../web/seed/navigation';
import type { SeedNode } from '../web/seed/nodes';
import { sanitiseBody } from './sanitise';

/**
 * Issue 28, "nothing lost": an editor who opens a seeded page or article in the studio, changes one
 * word and saves keeps everything else. Each body goes through what a save does to it (the studio's
 * editor, then the platform's sanitiser) and must come out with the same words in the same structure.
 */

// The structure a reader sees, without the markup that differs only in how it is written: the editor
// puts a paragraph inside every list item, cell and quote, puts header rows in the body (its tables have
// no thead), and writes sizes on columns that the sanitiser drops.
const structure = [
  'p', 'br', 'h2', 'h3', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'blockquote', 'table', 'caption', 'tr', 'th', 'td',
];
function skeleton(html: string): string {
  const kept = sanitizeHtml(html, {
    allowedTags: structure,
    allowedAttributes: { a: ['href', 'target'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
    allowedSchemes: ['http', 'https', 'mailto'],
  });
  return kept
    .replace(/<(li|th|td|blockquote)><p>((?:(?!<\/?p>).)*)<\/p><\/\1>/g, '<$1>$2</$1>')
    .replace(/\s+/g, ' ')
    .replace(/\s*(<\/?(?:p|h2|h3|ul|ol|li|blockquote|table|caption|tr|th|td)>)\s*/g, '$1')
    .trim();
}

function pageBodies(nodes: readonly SeedNode[], path = ''): [string, string][] {
  return nodes.flatMap((node): [string, string][] => {
    const here = `${path}/${node.slug}`;
    const own: [string, string][] = node.kind === 'page' && node.body !== '' ? [[here, node.body]] : [];
    return [...own, ...pageBodies(node.children, here)];
  });
}

const pages = pageBodies(navigation);
const { articles } = demoWorldData();

describe('a seeded body saved from the studio', () => {
  it('should include the pages with tables', () => {
    expect(pages.filter(([, body]) => body.includes('<table>')).length).toBeGreaterThanOrEqual(40);
  });

  describe.each(pages)('given the page %s', (_path, body) => {
    it('should keep its words and structure', () => {
      expect(skeleton(sanitiseBody(editedBody(body)))).toBe(skeleton(body));
    });
  });

  it('should keep every article its words and structure', () => {
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) {
      expect(skeleton(sanitiseBody(editedBody(article.body))), article.slug).toBe(skeleton(article.body));
    }
  });
});
