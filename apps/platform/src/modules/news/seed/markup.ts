/** A block of an article body, as the content files write it. */
export type Block = string | { h2: string } | { quote: string } | { list: string[] };

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

export function toHtml(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      if (typeof block === 'string') return `<p>${escapeHtml(block)}</p>`;
      if ('h2' in block) return `<h2>${escapeHtml(block.h2)}</h2>`;
      if ('quote' in block) return `<blockquote><p>${escapeHtml(block.quote)}</p></blockquote>`;
      return `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    })
    .join('\n');
}

/** The words of the body without markup: what search indexes. */
export function toPlainText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      if (typeof block === 'string') return block;
      if ('h2' in block) return block.h2;
      if ('quote' in block) return block.quote;
      return block.list.join('. ');
    })
    .join('\n');
}

/** Fills `{name}` placeholders; a placeholder with no value is a mistake in the content files. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`No value for {${key}} in "${template}"`);
    return String(value);
  });
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
