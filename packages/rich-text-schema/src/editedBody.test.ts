import { describe, expect, it } from 'vitest';
import { editedBody } from './editedBody';

describe('editedBody', () => {
  it('should keep headings, marks, lists, quotes and links', () => {
    const html =
      '<h2>Team news</h2><p>A <strong>late</strong> <em>winner</em>, <a href="/news">more news</a>.</p>' +
      '<ul><li><p>One</p></li></ul><ol><li><p>Two</p></li></ol><blockquote><p>Quote</p></blockquote><h3>More</h3>';
    expect(editedBody(html)).toBe(html);
  });

  it('should keep a link opening where it says, in this tab unless it says a new one', () => {
    expect(editedBody('<p><a href="/tickets">Tickets</a> <a href="https://a.example" target="_blank">Away</a></p>')).toBe(
      '<p><a href="/tickets">Tickets</a> <a target="_blank" href="https://a.example">Away</a></p>',
    );
  });

  it('should keep a table with its caption, header cells and rows', () => {
    const html =
      '<table><caption>Harbour Lounge prices, per person</caption><thead><tr><th>Fixture</th><th>Adult</th></tr></thead>' +
      '<tbody><tr><td>Category A</td><td>£89</td></tr></tbody></table>';
    expect(editedBody(html)).toBe(
      '<table style="min-width: 50px;"><caption>Harbour Lounge prices, per person</caption><colgroup><col style="min-width: 25px;"><col style="min-width: 25px;"></colgroup>' +
        '<tbody><tr><th><p>Fixture</p></th><th><p>Adult</p></th></tr><tr><td><p>Category A</p></td><td><p>£89</p></td></tr></tbody></table>',
    );
  });

  it('should keep a table without a caption as it is', () => {
    expect(editedBody('<table><tr><td>Only</td></tr></table>')).toBe(
      '<table style="min-width: 25px;"><colgroup><col style="min-width: 25px;"></colgroup><tbody><tr><td><p>Only</p></td></tr></tbody></table>',
    );
  });

  it('should be empty for an empty body', () => {
    expect(editedBody('')).toBe('');
  });
});
