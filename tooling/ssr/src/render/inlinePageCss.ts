import { classesInHtml, pageClassesLiteral, pageClassesMarker, pageCssMarker, selectPageCss, type PageCssIndex } from '../manifest/pageCss';

/**
 * The page's HTML with the head's stylesheet cut to the rules the page uses (issue 13). The router
 * writes `pageCssMarker` into the head's `<style>`; everything before it goes out as it comes, everything
 * after it is held until the render ends, when the page's class names are known, and then sent with the
 * marker replaced by the page's rules, and the page loader's `pageClassesMarker` by the page's class names.
 *
 * Holding costs the stream nothing today: React writes the document's head together with its shell (the
 * whole body outside Suspense boundaries that are still pending), in one flush, and the sites' server
 * renders have no pending boundary (the loaders fill the query cache first; the overlays load on the
 * client only). So the head never leaves before the body has rendered, and the end of the render follows
 * the shell at once (only the router's dehydration scripts come after it). A page that did stream a late
 * boundary would still be complete and styled, only sent at its end.
 *
 * A body without the marker (no inlined stylesheet) passes through untouched.
 */
export function inlinePageCss(body: ReadableStream<Uint8Array>, index: PageCssIndex): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  // Text read but not yet sent: before the marker, only a tail that may be the marker's start.
  let pending = '';
  let found = false;
  const before: string[] = [];
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        pending += decoder.decode(chunk, { stream: true });
        if (found) return;
        const at = pending.indexOf(pageCssMarker);
        if (at === -1) {
          // Keep what could still be the marker's beginning.
          const keep = Math.min(pending.length, pageCssMarker.length - 1);
          const sent = pending.slice(0, pending.length - keep);
          if (sent) {
            before.push(sent);
            controller.enqueue(encoder.encode(sent));
          }
          pending = pending.slice(pending.length - keep);
          return;
        }
        found = true;
        const sent = pending.slice(0, at);
        if (sent) {
          before.push(sent);
          controller.enqueue(encoder.encode(sent));
        }
        pending = pending.slice(at + pageCssMarker.length);
      },
      flush(controller) {
        pending += decoder.decode();
        if (!found) {
          if (pending) controller.enqueue(encoder.encode(pending));
          return;
        }
        const classes = classesInHtml(pending, classesInHtml(before.join('')));
        // The page loader's copy of the class names (its first `pageClassesMarker`; a copy in the router's
        // data is escaped, and the page's own loader starts before any other).
        controller.enqueue(encoder.encode(selectPageCss(index.rules, classes) + pending.replace(pageClassesMarker, () => pageClassesLiteral(classes))));
      },
    }),
  );
}
