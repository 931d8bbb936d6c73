/**
 * For a block that starts below the first screen (a row of videos, a fixture card, the footer): the
 * browser lays it out and paints it only when it comes near the viewport (`content-visibility: auto`),
 * keeping its place meanwhile at `estimatedHeight`, then at the height it last had (`auto`). Issue 13:
 * a long page's style and layout ran for every block at load, in long tasks a phone felt as a frozen
 * page; with this only what the fan can see is laid out. The content stays in the page for screen
 * readers, find-in-page and #anchors. Use it on whole blocks, never on what is in the first screen.
 */
export function renderWhenNear(estimatedHeight: string) {
  // The paint containment that comes with it clips to the block's box: a focus ring or a shadow at
  // its edge may spill 8px further, so none is cut.
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${estimatedHeight}`, overflowClipMargin: '8px' } as const;
}
