/** A modal dialog over the page (the video player, a prompt): what is behind it is not what the fan sees. */
function modalOpen(root: ParentNode): boolean {
  return root.querySelector('[aria-modal="true"]') !== null;
}

/**
 * Calls `run` at once when no modal dialog is open over the page, otherwise as soon as the last one has
 * gone; answers a function that cancels a call still waiting. Issue 30: a block hydrating behind the video
 * player (its opening scrolls the page to the top, bringing the live strip into view) loaded code and data
 * and drew itself while the player started, which cost the fan's first frame about 0.1 s on this machine.
 */
export function whenNoModal(run: () => void, root: HTMLElement = document.body): () => void {
  if (!modalOpen(root)) {
    run();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (modalOpen(root)) return;
    observer.disconnect();
    run();
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-modal'] });
  return () => observer.disconnect();
}
