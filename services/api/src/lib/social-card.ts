/**
 * Social card images of articles (og:image / twitter:card, and the article page's cover):
 * 1200x630 PNG with the title, the category and the site name in the article's language,
 * drawn with satori (layout to SVG) and resvg (SVG to PNG) in the self-hosted Noto Sans Thai
 * (fontsource: its Thai and Latin subsets, so Thai and English both render).
 *
 * A card's file name carries a hash of what it is drawn from (CARD_VERSION, language, title,
 * category), so its URL changes when they do, is cached for a year, and a card is drawn once:
 * `ensureSocialCard` only renders when storage does not have that name yet.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { type Language, socialCardFilePattern } from '@academy/contracts';
import type { FileStorage } from './storage.ts';

/** Bump to redraw every card (a design change): the hashes, so the URLs, change. */
export const CARD_VERSION = 1;
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Where cards are kept in the file storage, and under which path the API serves them. */
export const CARD_STORAGE_PREFIX = 'social-cards';
export const CARD_ROUTE_PREFIX = '/client/blogs/cards';
/** `<slug>-<en|th>-<hash>.png` (the contract's pattern). */
export const CARD_FILE = socialCardFilePattern;
const PAD_X = 72;
const PAD_Y = 64;

export interface CardInput {
  slug: string;
  language: Language;
  title: string;
  /** The category's name in the card's language, if the article has one. */
  category: string | null;
}

const SITE_NAME: Record<Language, string> = { en: 'Academy', th: 'Academy' };
const TAGLINE: Record<Language, string> = {
  en: 'Learn blockchain and crypto',
  th: 'เรียนรู้บล็อกเชนและคริปโต',
};

export function cardHash(input: CardInput): string {
  return createHash('sha256')
    .update(JSON.stringify([CARD_VERSION, input.language, input.title, input.category ?? '']))
    .digest('hex')
    .slice(0, 16);
}

/** `what-is-bitcoin-th-<hash>.png`: the card's file name (also its storage key under CARD_STORAGE_PREFIX). */
export const cardFileName = (input: CardInput) => `${input.slug}-${input.language}-${cardHash(input)}.png`;
/** The API path of the card (the browser and the shell's meta tags make it absolute with the API's URL). */
export const cardPath = (input: CardInput) => `${CARD_ROUTE_PREFIX}/${cardFileName(input)}`;

/** fontsource's subsets of Noto Sans Thai, each as its own family name. */
const FONT_SUBSETS = { latin: 'Noto Sans Thai Latin', thai: 'Noto Sans Thai', 'latin-ext': 'Noto Sans Thai Latin Ext' };
const FONT_FAMILY = Object.values(FONT_SUBSETS).join(', ');

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
let fonts: Font[] | undefined;

function loadFonts(): Font[] {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  const file = (subset: string, weight: 400 | 700) =>
    readFileSync(require.resolve(`@fontsource/noto-sans-thai/files/noto-sans-thai-${subset}-${weight}-normal.woff`));
  // One family per subset (satori keeps one font per name and weight); the layout lists them in order.
  fonts = Object.entries(FONT_SUBSETS).flatMap(([subset, name]) =>
    ([400, 700] as const).map((weight) => ({ name, data: file(subset, weight), weight, style: 'normal' as const })),
  );
  return fonts;
}

/**
 * Thai is written without spaces between words: a zero-width space between the words
 * (Intl.Segmenter) lets satori wrap a Thai title at word boundaries, as the browser does.
 */
function breakable(text: string): string {
  const words = new Intl.Segmenter('th', { granularity: 'word' }).segment(text);
  return Array.from(words, (part) => part.segment).join('\u200b');
}

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

function layout(input: CardInput): Node {
  const long = input.title.length > 60;
  const chip = input.category
    ? h(
        'div',
        {
          display: 'flex',
          padding: '6px 24px 10px',
          borderRadius: 999,
          background: '#4ade80',
          color: '#052e16',
          fontSize: 30,
          fontWeight: 700,
        },
        input.category,
      )
    : null;
  const title = h(
    'div',
    { display: 'flex', fontSize: long ? 58 : 70, fontWeight: 700, lineHeight: 1.3, color: '#f7faf8' },
    breakable(input.title),
  );
  const footer = h(
    'div',
    { display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 30, width: '100%' },
    [
      h('div', { display: 'flex', fontWeight: 700, color: '#4ade80' }, SITE_NAME[input.language]),
      h('div', { display: 'flex', color: '#cbd5d0' }, TAGLINE[input.language]),
    ],
  );
  // The canvas, then an inner box of fixed size (satori lays a padded root out wider than the canvas).
  return h(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      background: 'linear-gradient(135deg, #0b1410 0%, #0f3d24 60%, #0f7a3d 100%)',
      fontFamily: FONT_FAMILY,
    },
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: CARD_WIDTH - 2 * PAD_X,
        height: CARD_HEIGHT - 2 * PAD_Y,
        margin: `${PAD_Y}px ${PAD_X}px`,
      },
      [h('div', { display: 'flex', height: 56 }, chip), title, footer],
    ),
  );
}

/** Draws one card: a 1200x630 PNG. */
export async function renderSocialCard(input: CardInput): Promise<Buffer> {
  const svg = await satori(layout(input) as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: loadFonts(),
  });
  // resvg rasterizes on libuv's thread pool: the API keeps answering while cards are drawn.
  const png = await renderAsync(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } });
  return Buffer.from(png.asPng());
}

/** Where this version of the card is kept in the file storage. */
export const socialCardKey = (input: CardInput) => `${CARD_STORAGE_PREFIX}/${cardFileName(input)}`;

/** The card's bytes from storage, drawn and stored first when this version of it is not there yet. */
export async function ensureSocialCard(
  storage: FileStorage,
  input: CardInput,
): Promise<{ data: Buffer; drawn: boolean }> {
  const key = socialCardKey(input);
  const stored = await storage.get(key);
  if (stored) return { data: stored, drawn: false };
  const data = await renderSocialCard(input);
  await storage.put(key, data);
  return { data, drawn: true };
}
