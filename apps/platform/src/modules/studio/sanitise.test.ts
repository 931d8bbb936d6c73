import { describe, expect, it } from 'vitest';
import { bodyText, sanitiseBody } from './sanitise';

describe('sanitiseBody', () => {
  it('should keep what the article page renders', () => {
    const html =
      '<h2>Team news</h2><p>A <strong>late</strong> <em>winner</em>, <a href="/news">more news</a>.</p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote><p>Quote</p></blockquote>' +
      '<figure><img src="/images/800x450/uploads/news/abc.jpg" alt="The goal"><figcaption>The goal</figcaption></figure>';
    expect(sanitiseBody(html)).toBe(html.replace('alt="The goal">', 'alt="The goal" />'));
  });

  it('should strip scripts, event handlers and styles', () => {
    const html = '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><img src="/images/10x10/news/a.jpg" onerror="alert(1)">';
    const clean = sanitiseBody(html);
    expect(clean).toBe('<p>Hi</p><img src="/images/10x10/news/a.jpg" />');
    expect(clean).not.toMatch(/script|onerror|onclick|style/);
  });

  // What the body of a link or an image becomes: each row is the editor's HTML and what is kept of it.
  it.each([
    // javascript:, data: and protocol-relative links go; http(s), mailto and relative ones stay
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt&#58;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,hi">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<a href="https://club.example/a">x</a>', '<a href="https://club.example/a">x</a>'],
    ['<a href="mailto:press@club.example">x</a>', '<a href="mailto:press@club.example">x</a>'],
    // a link that opens a new tab gets rel=noopener; other targets go
    ['<a href="https://a.example" target="_blank" rel="opener">x</a>', '<a href="https://a.example" target="_blank" rel="noopener noreferrer">x</a>'],
    ['<a href="https://a.example" target="top">x</a>', '<a href="https://a.example">x</a>'],
    // an image that is not the club image library's goes
    ['<p>a<img src="https://tracker.example/p.gif">b</p>', '<p>ab</p>'],
    ['<img src="/images/10x10/../../etc/passwd.jpg">', ''],
    ['<img src="data:image/png;base64,AAAA">', ''],
  ])('should make %s safe as %s', (html, kept) => {
    expect(sanitiseBody(html)).toBe(kept);
  });

  it('should turn the editor\'s other headings and marks into the ones the page renders, and drop the rest', () => {
    expect(sanitiseBody('<h1>A</h1><h4>B</h4><b>c</b><i>d</i><iframe src="x"></iframe><hr><pre>e</pre>')).toBe(
      '<h2>A</h2><h3>B</h3><strong>c</strong><em>d</em>e',
    );
  });

  it("should keep a table's caption, header cells, rows and spans and drop the editor's column sizes", () => {
    const edited =
      '<table style="min-width: 50px;"><caption>Prices</caption><colgroup><col style="min-width: 25px;"><col style="min-width: 25px;"></colgroup>' +
      '<tbody><tr><th><p>Fixture</p></th><th style="text-align: right"><p>Price</p></th></tr>' +
      '<tr><td colspan="2" rowspan="1" onclick="x()"><p>Category A</p></td></tr></tbody></table>';
    expect(sanitiseBody(edited)).toBe(
      '<table><caption>Prices</caption><tbody><tr><th><p>Fixture</p></th><th><p>Price</p></th></tr>' +
        '<tr><td colspan="2" rowspan="1"><p>Category A</p></td></tr></tbody></table>',
    );
    expect(sanitiseBody('<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>')).toBe(
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>',
    );
  });
});

describe('bodyText', () => {
  it('should give the words without markup, a line a block, entities decoded', () => {
    expect(bodyText(sanitiseBody('<h2>Team news</h2><p>Fish &amp; chips</p><ul><li>One</li><li>Two</li></ul>'))).toBe(
      'Team news\nFish & chips\nOne\nTwo',
    );
  });

  it("should give a table's caption and cells a line each", () => {
    expect(bodyText(sanitiseBody('<table><caption>Prices</caption><tr><th>Fixture</th><th>Price</th></tr><tr><td>A</td><td>£145</td></tr></table>'))).toBe(
      'Prices\nFixture\nPrice\nA\n£145',
    );
  });

  it('should be empty for an empty paragraph', () => {
    expect(bodyText(sanitiseBody('<p></p><p> <br></p>'))).toBe('');
  });
});
