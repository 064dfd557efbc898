import type { Page } from '@playwright/test';
import { thaiBreakOpportunities, thaiNoBreakOffsets } from '@academy/contracts';

/**
 * What the phone layout spec measures on a rendered page (issue 36). Each check returns what it
 * found, as lines a failure message can list; an empty list is a pass.
 *
 * Exemptions, and why:
 * - scrollers: an element whose own `overflow-x` is `auto` or `scroll` is meant to scroll, so what
 *   is wider inside it is no overflow (tables, the letter bar, code blocks);
 * - visually hidden elements (1 px boxes, clipped: skip links, MUI's hidden inputs) are no layout;
 * - tap targets: a link inside a sentence of running text (WCAG 2.5.8's "inline" exception: its
 *   size is the text's line); a radio or checkbox is measured as its whole label, which is what a
 *   finger hits, and a link stretched over its card (an absolute `::after`) as the card; disabled
 *   controls (nothing to hit);
 * - word splits: a word wider than its whole column has to break somewhere.
 */

/** Lets the browser lay out every block: `content-visibility: auto` skips what is off screen. */
export async function layOutEverything(page: Page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}

/**
 * Boxes and text sticking out of their parent's column (its content box; a negative margin on that
 * side is a design's own bleed, e.g. MUI's `edge` buttons), and a page that scrolls sideways.
 */
export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}.${[...el.classList].slice(0, 2).join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const hidden = (el: Element, style: CSSStyleDeclaration) => {
      const r = el.getBoundingClientRect();
      return r.width <= 1 || r.height <= 1 || style.clip.startsWith('rect(0') || style.clipPath.startsWith('inset(50%');
    };
    const skip = (el: Element, style: CSSStyleDeclaration) =>
      el instanceof SVGElement ||
      ['absolute', 'fixed'].includes(style.position) ||
      style.display === 'none' ||
      (style.display !== 'contents' && (hidden(el, style) || !el.checkVisibility({ visibilityProperty: true })));
    type Column = { left: number; right: number; owner: Element };
    /** Checks the children of `el` against the content box of `el`, or of the block around it (inline, display: contents). */
    const walk = (el: Element, outer?: Column) => {
      const style = getComputedStyle(el);
      let column = outer;
      // an inline box is no column: its text lines up with the block around it
      if (!['contents', 'inline'].includes(style.display) || !outer) {
        // what is inside a scroller may be as wide as it likes; an ellipsis is a chosen cut
        if (['auto', 'scroll'].includes(style.overflowX) || style.textOverflow === 'ellipsis') return;
        const box = el.getBoundingClientRect();
        column = {
          left: box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft),
          right: box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight),
          owner: el,
        };
      }
      const { left, right, owner } = column!;
      for (const node of el.childNodes) {
        if (node instanceof Text) {
          if (!node.data.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const out = [...range.getClientRects()].find(
            (r) => r.width > 0 && (r.right > right + 1 || r.left < left - 1),
          );
          if (out)
            found.push(
              `text "${node.data.trim().slice(0, 30)}" sticks out of ${name(owner)} by ${Math.round(Math.max(out.right - right, left - out.left))} px`,
            );
        } else if (node instanceof Element) {
          const childStyle = getComputedStyle(node);
          if (skip(node, childStyle)) continue;
          if (childStyle.display !== 'contents') {
            const child = node.getBoundingClientRect();
            const bleedRight = Math.max(0, -parseFloat(childStyle.marginRight));
            const bleedLeft = Math.max(0, -parseFloat(childStyle.marginLeft));
            const over = Math.max(child.right - right - bleedRight, left - bleedLeft - child.left);
            if (over > 1) found.push(`${name(node)} sticks out of ${name(owner)} by ${Math.round(over)} px`);
          }
          walk(node, column);
        }
      }
    };
    walk(document.body);
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      found.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    return found;
  });
}

/** Interactive elements smaller than 44x44 CSS px (see the exemptions above). */
export function smallTargets(page: Page, min = 44): Promise<string[]> {
  return page.evaluate((min) => {
    const found: string[] = [];
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link], [role=checkbox], [role=radio], [role=switch], [role=menuitem], [role=option]';
    const blockOf = (el: Element) => {
      let up = el.parentElement;
      while (up && getComputedStyle(up).display.startsWith('inline')) up = up.parentElement;
      return up;
    };
    for (const el of document.querySelectorAll(selector)) {
      if (el.closest('[aria-hidden=true], [inert]') || el.matches(':disabled, [aria-disabled=true]')) continue;
      let target: Element = el;
      if (el instanceof HTMLInputElement && ['radio', 'checkbox'].includes(el.type)) target = el.labels?.[0] ?? el;
      // a "stretched" link (an absolute ::after over its card): the card is what a finger hits
      const after = getComputedStyle(el, '::after');
      if (after.content !== 'none' && after.position === 'absolute') {
        let up = el.parentElement;
        while (up && getComputedStyle(up).position === 'static') up = up.parentElement;
        target = up ?? el;
      }
      if (!target.checkVisibility({ visibilityProperty: true, opacityProperty: target === el })) continue;
      const r = target.getBoundingClientRect();
      const s = getComputedStyle(target);
      if (r.width <= 1 || r.height <= 1 || s.clip.startsWith('rect(0') || s.clipPath.startsWith('inset(50%')) continue;
      if (el.tagName === 'A' && s.display === 'inline') {
        const block = blockOf(el);
        const own = (el.textContent ?? '').trim().length;
        // a link inside a sentence (2.5.8 "inline"): the block says more than the link
        if (block && (block.textContent ?? '').trim().length > own + 1) continue;
      }
      if (r.width < min - 0.5 || r.height < min - 0.5) {
        const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
        found.push(`${el.tagName.toLowerCase()} "${label}" ${Math.round(r.width)}x${Math.round(r.height)}`);
      }
    }
    return found;
  }, min);
}

/** Alerts whose action (a button on the right) squeezes the message: narrower than 60% of the alert. */
export function squeezedAlerts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.MuiAlert-root')].flatMap((alert) => {
      const message = alert.querySelector('.MuiAlert-message');
      const action = alert.querySelector('.MuiAlert-action');
      if (!message || !action || action.children.length === 0 || !alert.checkVisibility()) return [];
      const m = message.getBoundingClientRect();
      const a = action.getBoundingClientRect();
      const below = a.top >= m.bottom - 2;
      return below || m.width >= alert.clientWidth * 0.6
        ? []
        : [`"${(message.textContent ?? '').slice(0, 40)}": message ${Math.round(m.width)} of ${alert.clientWidth} px`];
    }),
  );
}

interface TextBlock {
  text: string;
  lang: string;
  /** Offsets in `text` where a new line starts. */
  lineStarts: number[];
  /** The block's content width, and each word's natural width is measured against it. */
  width: number;
}

/** Visible text, block by block, with the offsets where its lines start. */
function textBlocks(page: Page): Promise<TextBlock[]> {
  return page.evaluate(() => {
    const blocks = new Map<Element, { nodes: Text[] }>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (
        !parent ||
        !node.data.trim() ||
        parent.closest('script, style, noscript, template, svg, option, select, textarea')
      )
        continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      let block: Element = parent;
      while (block.parentElement && ['inline', 'contents'].includes(getComputedStyle(block).display))
        block = block.parentElement;
      if (!blocks.has(block)) blocks.set(block, { nodes: [] });
      blocks.get(block)!.nodes.push(node);
    }
    const out: TextBlock[] = [];
    (window as unknown as { __phoneBlocks: Element[] }).__phoneBlocks = [];
    for (const [block, { nodes }] of blocks) {
      let text = '';
      const lineStarts: number[] = [];
      let last: DOMRect | null = null;
      // lines a clamp or a clip hides (line-clamp's cut word goes on below) are not read
      let clip: Element | null = block;
      while (clip && getComputedStyle(clip).overflowY === 'visible') clip = clip.parentElement;
      const bottom = clip ? clip.getBoundingClientRect().bottom : Infinity;
      const rectOf = (node: Text, from: number, to: number) => {
        const range = document.createRange();
        range.setStart(node, from);
        range.setEnd(node, to);
        return range.getClientRects()[0];
      };
      for (const node of nodes) {
        // whole grapheme clusters: a Thai vowel or tone mark measured alone is drawn with its base
        const clusters = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(node.data)];
        // a node whose first and last visible clusters share a line is read by those two alone. Not
        // by the node's own rects, nor by a space at its edges: a space left hanging at the end of the
        // line before is measured on the next line, and a line start then found only at the last
        // cluster was misread as a word split before its last letter
        const ink = clusters.flatMap(({ segment }, k) => (/^\s+$/.test(segment) ? [] : [k]));
        const inkRect = (k: number | undefined) =>
          k === undefined
            ? undefined
            : rectOf(node, clusters[k]!.index, clusters[k]!.index + clusters[k]!.segment.length);
        const first = inkRect(ink[0]);
        const end = inkRect(ink.at(-1));
        const oneLine = !!first && !!end && Math.abs(first.top - end.top) < first.height * 0.5;
        for (const [k, { index: i, segment }] of clusters.entries()) {
          if (oneLine && k !== ink[0] && k !== ink.at(-1)) continue;
          const rect = rectOf(node, i, i + segment.length);
          if (!rect || rect.width === 0 || rect.top >= bottom - 1) continue;
          if (last && rect.top > last.top + last.height * 0.5 && rect.left < last.right)
            lineStarts.push(text.length + i);
          last = rect;
        }
        text += node.data;
      }
      if (lineStarts.length === 0) continue;
      (window as unknown as { __phoneBlocks: Element[] }).__phoneBlocks.push(block);
      const style = getComputedStyle(block);
      const width = block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      out.push({ text, lang: block.closest('[lang]')?.getAttribute('lang') ?? 'en', lineStarts, width });
    }
    return out;
  });
}

/** Natural widths of words (one line, the block's font) for blocks by index. */
function wordWidths(page: Page, words: Array<{ block: number; word: string }>): Promise<number[]> {
  return page.evaluate((words) => {
    const blocks = (window as unknown as { __phoneBlocks: Element[] }).__phoneBlocks;
    return words.map(({ block, word }) => {
      const probe = document.createElement('span');
      probe.textContent = word;
      probe.style.whiteSpace = 'nowrap';
      probe.style.position = 'absolute';
      probe.style.visibility = 'hidden';
      blocks[block]!.appendChild(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    });
  }, words);
}

/** Words split across two lines, found on the rendered text: `…before|after…`. */
export async function splitWords(page: Page): Promise<string[]> {
  const blocks = await textBlocks(page);
  const suspects: Array<{ block: number; word: string; shown: string }> = [];
  blocks.forEach(({ text, lang, lineStarts }, block) => {
    // Intl.Segmenter in the text's language, read with the academy's Thai words (contracts)
    const boundaries = thaiBreakOpportunities(text, lang);
    const never = thaiNoBreakOffsets(text);
    for (const at of lineStarts) {
      const atSpace = /\s/.test(text[at - 1] ?? ' ') || /\s/.test(text[at] ?? ' ');
      if (!never.has(at) && (atSpace || boundaries.has(at))) continue;
      let start = at;
      let end = at;
      while (start > 0 && !boundaries.has(start) && !/\s/.test(text[start - 1]!)) start -= 1;
      while (end < text.length && !boundaries.has(end) && !/\s/.test(text[end]!)) end += 1;
      suspects.push({ block, word: text.slice(start, end), shown: `${text.slice(start, at)}|${text.slice(at, end)}` });
    }
  });
  if (suspects.length === 0) return [];
  const widths = await wordWidths(page, suspects);
  return suspects.filter((s, i) => widths[i]! <= blocks[s.block]!.width).map((s) => `"${s.shown}"`);
}
