import { describe, expect, it } from 'vitest';
import { pageClassesMarker, pageCssMarker, type PageCssIndex } from '../manifest/pageCss';
import { inlinePageCss } from './inlinePageCss';

const index: PageCssIndex = {
  href: '/assets/style-AAA.css',
  later: '/assets/style-AAA.later.css',
  rules: [{ css: 'body{margin:0}' }, { css: '.card{padding:1rem}', classes: [['card']] }, { css: '.menu{display:none}', classes: [['menu']] }],
};

/** A body streamed in the given pieces (split anywhere, even inside a character or the marker). */
function streamOf(pieces: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
}

function split(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const pieces: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.slice(at, at + size));
  return pieces;
}

const page = `<!DOCTYPE html><html lang="en"><head><style data-tsr-inline-css="" nonce="n">${pageCssMarker}</style></head><body><main class="card">Ça va — «Blues» ⚽</main></body></html>`;
const expected = page.replace(pageCssMarker, 'body{margin:0}.card{padding:1rem}');

describe('inlinePageCss', () => {
  it("should replace the marker with the rules of the page's classes, however the stream is cut", async () => {
    for (const size of [1, 2, 3, 7, 16, 4096]) {
      const html = await new Response(inlinePageCss(streamOf(split(page, size)), index)).text();
      expect(html).toBe(expected);
    }
  });

  it('should send what comes before the marker at once, without waiting for the end', async () => {
    const encoder = new TextEncoder();
    let close!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('<!DOCTYPE html><html><head><meta charset="utf-8"><style>'));
        close = () => {
          controller.enqueue(encoder.encode(`${pageCssMarker}</style></head><body class="menu"></body></html>`));
          controller.close();
        };
      },
    });
    const reader = inlinePageCss(body, index).getReader();
    const first = await reader.read();
    // All but a tail as long as the marker, which could still be its beginning.
    expect(new TextDecoder().decode(first.value)).toBe('<!DOCTYPE html><html><head><meta');
    close();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toContain('body{margin:0}.menu{display:none}</style>');
  });

  it("should write the page's class names, with those announced for later, into the page loader", async () => {
    const withLoader = page.replace(
      '</main>',
      `</main><div data-client-classes="menu"></div><script>var known=${pageClassesMarker};</script>`,
    );
    for (const size of [1, 7, 4096]) {
      const html = await new Response(inlinePageCss(streamOf(split(withLoader, size)), index)).text();
      expect(html).toContain('<script>var known="card menu";</script>');
      expect(html).toContain('body{margin:0}.card{padding:1rem}.menu{display:none}</style>');
    }
  });

  it('should pass a page without the marker through untouched', async () => {
    const plain = '<html><head><style>.x{}</style></head><body class="card"></body></html>';
    expect(await new Response(inlinePageCss(streamOf(split(plain, 5)), index)).text()).toBe(plain);
  });
});
