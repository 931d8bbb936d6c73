// Several overlays can be open at once (a modal over the search panel); the page stays locked until
// the last one closes, and then gets back exactly the styles it had before.
let locks = 0;
let saved: { overflow: string; paddingRight: string } | undefined;

/**
 * Stops the page behind an overlay from scrolling. Returns the release; calling it twice is harmless.
 * The scrollbar's width is put back as padding so the page does not jump sideways as it disappears.
 */
export function lockScroll(): () => void {
  const { body, documentElement } = document;
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = undefined;
    }
  };
}
