/** The match video's host element: the one node that moves between the match centre and the dock. */
export const matchVideoHostAttribute = 'data-match-video';
/** The dock's body, where the host goes when no match centre shows it. */
export const matchVideoDockAttribute = 'data-match-video-dock';

type MovableParent = HTMLElement & { moveBefore?: (node: Node, child: Node | null) => void };

/**
 * Moves the player's host under `parent` without restarting it. `moveBefore` (Chromium) moves a node
 * keeping its state (a playing video plays on, focus stays); otherwise `appendChild` removes and inserts
 * it in one task, and a media element only pauses if it is still out of the document when the task ends
 * (HTML's 'removed from a document' steps wait for a stable state).
 */
export function moveInto(parent: HTMLElement, node: HTMLElement): void {
  if (node.parentElement === parent) return;
  const target = parent as MovableParent;
  if (typeof target.moveBefore === 'function' && node.isConnected && parent.isConnected) {
    try {
      target.moveBefore(node, null);
      return;
    } catch {
      // Not movable this way (another document, say): insert it plainly.
    }
  }
  parent.appendChild(node);
}

/**
 * A match centre's slot is going (the fan leaves the page): its player, if it holds it, goes to the dock
 * before React removes the slot, so it never leaves the document and keeps playing.
 */
export function parkMatchVideo(slot: HTMLElement): void {
  const host = slot.querySelector<HTMLElement>(`:scope > [${matchVideoHostAttribute}]`);
  const dock = document.querySelector<HTMLElement>(`[${matchVideoDockAttribute}]`);
  if (host && dock) moveInto(dock, host);
}
