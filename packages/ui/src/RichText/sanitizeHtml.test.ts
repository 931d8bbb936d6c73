import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('should keep the markup articles are made of', () => {
    const html =
      '<h2>Report</h2><p>A <strong>late</strong> <em>winner</em>, <a href="/news/next">next</a>.</p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote><p>Quote</p></blockquote>' +
      '<table><thead><tr><th>Pos</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('should remove scripts', () => {
    expect(sanitizeHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  });

  it('should remove event handlers', () => {
    expect(sanitizeHtml('<img src="/images/a.jpg" alt="A" onerror="alert(1)">')).toBe('<img src="/images/a.jpg" alt="A">');
  });

  it('should remove javascript: links but keep the text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">Click</a>')).toBe('<a>Click</a>');
  });

  it('should remove inline styles, classes, ids and <style>, which would fight the theme', () => {
    expect(sanitizeHtml('<style>p{color:red}</style><p style="color:red" class="x" id="y">Text</p>')).toBe('<p>Text</p>');
  });

  it('should remove forms, their controls, frames and embeds (keeping plain text inside them)', () => {
    expect(
      sanitizeHtml('<form action="https://evil.example"><input name="card"><button>Pay</button></form><iframe src="https://x"></iframe><embed src="x.swf"><p>ok</p>'),
    ).toBe('Pay<p>ok</p>');
  });

  it('should keep external links and images', () => {
    expect(sanitizeHtml('<a href="https://tickets.example.com">Tickets</a>')).toBe('<a href="https://tickets.example.com">Tickets</a>');
  });

  it('should return an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});
