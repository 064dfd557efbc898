/**
 * Styles (an `sx` value) for a block below the first screen of a long server-rendered page: the
 * browser skips its style, layout and paint until it nears the viewport (`content-visibility:
 * auto`), so a phone's first layout covers what the first screen shows, not the whole page.
 * `estimatedHeight` (px) stands in for the block until it is first rendered; after that the
 * browser keeps its last real size (`auto`). The content stays in the document: find in page,
 * anchors, the accessibility tree and crawlers see all of it. Skipped content is clipped to the
 * block (paint containment): the clip margin keeps the focus ring of a link at its edge whole.
 */
export function renderWhenNear(estimatedHeight: number) {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${estimatedHeight}px`,
    overflowClipMargin: '8px',
  } as const;
}
