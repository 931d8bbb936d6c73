import { describe, expect, it } from 'vitest';
import { scriptsFromHtml } from './scriptsFromHtml';

describe('scriptsFromHtml', () => {
  it("should read Vite's injected client and React's refresh preamble in order", () => {
    const html = `<!doctype html><html><head>
      <script type="module">import { injectIntoGlobalHook } from "/@react-refresh";
injectIntoGlobalHook(window);</script>
      <script type="module" src="/@vite/client"></script>
    </head><body></body></html>`;
    expect(scriptsFromHtml(html)).toEqual([
      {
        attrs: { type: 'module' },
        children: 'import { injectIntoGlobalHook } from "/@react-refresh";\ninjectIntoGlobalHook(window);',
      },
      { attrs: { type: 'module', src: '/@vite/client' } },
    ]);
  });

  it('should keep boolean and single-quoted attributes', () => {
    expect(scriptsFromHtml(`<script async src='/a.js' nomodule></script>`)).toEqual([
      { attrs: { async: true, src: '/a.js', nomodule: true } },
    ]);
  });

  it('should find nothing in HTML without scripts', () => {
    expect(scriptsFromHtml('<html><head></head></html>')).toEqual([]);
  });
});
