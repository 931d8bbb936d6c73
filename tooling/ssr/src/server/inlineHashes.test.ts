import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes } from './inlineHashes';
import { contentSecurityPolicy } from './securityHeaders';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineHashes', () => {
  it('should name every inline script and style by the digest of its text as sent, once each', () => {
    const page = [
      '<head><style data-tsr-inline-css="">.a{color:red}</style>',
      '<script>self.$R=[]</script>',
      '<script type="module">import("/assets/x.js")</script>',
      '<script class="$tsr">(function(){ "Ça va — «Blues» ⚽ &amp;" })()</script>',
      '<script>self.$R=[]</script></head>',
    ].join('');
    expect(inlineHashes(page)).toEqual({
      scripts: [sha256('self.$R=[]'), sha256('import("/assets/x.js")'), sha256('(function(){ "Ça va — «Blues» ⚽ &amp;" })()')],
      styles: [sha256('.a{color:red}')],
    });
  });

  it("should also allow the scripts the page's code inserts later, by the same digest", () => {
    expect(inlineHashes('<p>no script</p>', ['loader("@tooling/ssr:page-classes")', ''])).toEqual({
      scripts: [sha256('loader("@tooling/ssr:page-classes")')],
      styles: [],
    });
  });

  it('should leave out scripts with a src, data blocks and empty elements', () => {
    const page =
      '<script src="/assets/entry.js"></script><script id="site-clock" type="application/json">{"now":1}</script>' +
      '<script type="application/ld+json">{}</script><script></script><style></style>';
    expect(inlineHashes(page)).toEqual({ scripts: [], styles: [] });
  });

  it("should give a policy that allows exactly those, with no nonce and no 'unsafe-inline' for scripts", () => {
    const policy = contentSecurityPolicy({ mode: 'production', hashes: inlineHashes('<script>go()</script><style>p{}</style>') });
    expect(policy).toContain(`script-src 'self' ${sha256('go()')};`);
    expect(policy).toContain(`style-src 'self' ${sha256('p{}')};`);
    expect(policy).not.toMatch(/nonce|script-src[^;]*unsafe-inline/);
  });
});
