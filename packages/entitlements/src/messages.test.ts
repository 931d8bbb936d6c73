import { describe, expect, it } from 'vitest';
import { accessMessageHtml, accessMessageText } from './messages';

describe('accessMessageHtml', () => {
  it('should write the sentence, the links and the code as HTML', () => {
    expect(
      accessMessageHtml({
        text: 'Your account has been blocked by an administrator',
        links: [{ href: '/help-info/contact-us', label: 'Contact support' }],
        code: 'ERR_56882466_1',
      }),
    ).toBe(
      '<p>Your account has been blocked by an administrator</p><p><a href="/help-info/contact-us">Contact support</a></p><p>Error code: ERR_56882466_1</p>',
    );
  });
  it('should separate several links and leave out an empty link list', () => {
    expect(
      accessMessageHtml({
        text: 'x',
        links: [
          { href: '/a', label: 'A' },
          { href: '/b', label: 'B' },
        ],
        code: '1',
      }),
    ).toContain('<a href="/a">A</a> | <a href="/b">B</a>');
    expect(accessMessageHtml({ text: 'x', links: [], code: '1' })).toBe('<p>x</p><p>Error code: 1</p>');
  });
  it('should escape a code that came from the network', () => {
    const html = accessMessageHtml({ text: 'x', links: [{ href: '/a"b', label: '<b>' }], code: '<img src=x onerror=alert(1)>' });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('href="/a&quot;b"');
    expect(html).toContain('&lt;b&gt;');
  });
});

describe('accessMessageText', () => {
  it('should put the code after the sentence', () => {
    expect(accessMessageText({ text: 'Sorry, there has been a problem accessing this stream', links: [], code: 'ERR_1' })).toBe(
      'Sorry, there has been a problem accessing this stream (Error code: ERR_1)',
    );
  });
});
