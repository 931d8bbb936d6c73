import { page, type PageNode } from '../nodes';

/**
 * Helpers for writing page bodies as readable HTML. Bodies use a small safe subset only: p, h2, h3,
 * ul, ol, li, strong, em, a, table (with caption, thead, tbody, tr, th, td) and blockquote.
 */

const blockTags = 'p|h2|h3|ul|ol|li|table|caption|thead|tbody|tr|th|td|blockquote';
const spaceBeforeBlock = new RegExp(`\\s+(</?(?:${blockTags})\\b)`, 'g');
const spaceAfterBlock = new RegExp(`(</?(?:${blockTags})(?:\\s[^>]*)?>)\\s+`, 'g');

/** A template tag: one line of HTML, with the indentation and line breaks around block tags removed. */
export function html(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  const text = strings.reduce((out, part, index) => out + part + (index < values.length ? String(values[index]) : ''), '');
  return text.replace(/\s*\n\s*/g, ' ').replace(spaceBeforeBlock, '$1').replace(spaceAfterBlock, '$1').trim();
}

/** A Default page with a rich-text body (from `html`) and a one-sentence summary for cards and meta. */
export function article(
  slug: string,
  title: string,
  summary: string,
  body: string,
  options: { published?: string } = {},
): PageNode {
  return { ...page(slug, title, summary, { summary, published: options.published }), body };
}

/** Facts repeated across pages, kept in one place so they always agree. */
export const facts = {
  name: 'Brackwater Blues Football Club Limited',
  address: 'The Quayside, Harbour Road, Brackwater BW1 4QS',
  switchboard: '01632 960 000',
  ticketOffice: '01632 960 100',
  tours: '01632 960 110',
  hospitality: '01632 960 120',
  access: '01632 960 130',
  safeguarding: '01632 960 140',
  commercial: '01632 960 150',
  community: '01632 960 160',
  events: '01632 960 170',
  academy: '01632 960 180',
  clubTv: '01632 960 190',
  hotline: '07700 900 889',
  email: {
    info: 'info@brackwaterblues.example',
    tickets: 'tickets@brackwaterblues.example',
    tours: 'tours@brackwaterblues.example',
    hospitality: 'hospitality@brackwaterblues.example',
    access: 'access@brackwaterblues.example',
    safeguarding: 'safeguarding@brackwaterblues.example',
    commercial: 'commercial@brackwaterblues.example',
    community: 'community@brackwaterblues.example',
    events: 'events@brackwaterblues.example',
    academy: 'academy@brackwaterblues.example',
    clubTv: 'clubtv@brackwaterblues.example',
    privacy: 'privacy@brackwaterblues.example',
    careers: 'careers@brackwaterblues.example',
    shareholders: 'shareholders@brackwaterblues.example',
    supporters: 'slo@brackwaterblues.example',
  },
} as const;

/** An email address as a mailto link. */
export const mail = (address: string): string => `<a href="mailto:${address}">${address}</a>`;
