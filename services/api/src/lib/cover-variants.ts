/**
 * An article's cover as lists and its page show it: the social card (1200x630 PNG, which stays
 * the og:image) re-encoded by sharp as AVIF and WebP at the contract's `coverWidths`. A 360 px
 * phone gets a file of about 10 KB instead of the 170 KB PNG.
 *
 * A variant's name carries a hash of the card's hash and of the encoder settings, so it changes
 * when the card (title, category, CARD_VERSION) or the settings change; it is made once, on
 * import or on its first request, and kept in the file storage under COVER_STORAGE_PREFIX.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { coverVariantFilePattern, coverVariantUrl, type CoverFormat, type CoverWidth } from '@academy/contracts';
import { cardHash, ensureSocialCard, type CardInput } from './social-card.ts';
import type { FileStorage } from './storage.ts';

export const COVER_STORAGE_PREFIX = 'cover-images';
export const COVER_ROUTE_PREFIX = '/client/blogs/covers';
/** `<slug>-<en|th>-<hash>-<width>.<avif|webp>` (the contract's pattern). */
export const COVER_FILE = coverVariantFilePattern;

/**
 * Quality chosen by measure on the real cards (flat gradient and text): at 960 wide about 12 KB
 * AVIF and 17 KB WebP with crisp text. AVIF effort 2 encodes in ~0.3 s where 4 takes ~1.3 s for
 * 10% fewer bytes.
 */
const ENCODING = {
  avif: { quality: 55, effort: 2 },
  webp: { quality: 75 },
} as const satisfies Record<CoverFormat, object>;

export const COVER_TYPES: Record<CoverFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

export function coverHash(input: CardInput): string {
  return createHash('sha256')
    .update(JSON.stringify([cardHash(input), ENCODING]))
    .digest('hex')
    .slice(0, 16);
}

const stemName = (input: CardInput) => `${input.slug}-${input.language}-${coverHash(input)}`;
/** `coverVariants` of an article: the path every variant's URL starts with. */
export const coverStem = (input: CardInput) => `${COVER_ROUTE_PREFIX}/${stemName(input)}`;
export const coverFileName = (input: CardInput, width: CoverWidth, format: CoverFormat) =>
  coverVariantUrl(stemName(input), width, format);

/** One variant of an image (a card, an article's picture): resized to `width` (the aspect kept), encoded as `format`. */
export async function renderImageVariant(image: Buffer, width: number, format: CoverFormat): Promise<Buffer> {
  const resized = sharp(image).resize(width);
  return (format === 'avif' ? resized.avif(ENCODING.avif) : resized.webp(ENCODING.webp)).toBuffer();
}

/** Variants being made, per storage: requests that ask for one meanwhile wait for the same work. */
const making = new WeakMap<FileStorage, Map<string, Promise<Buffer>>>();

/** Where this variant is kept in the file storage. */
export const coverVariantKey = (input: CardInput, width: CoverWidth, format: CoverFormat) =>
  `${COVER_STORAGE_PREFIX}/${coverFileName(input, width, format)}`;

/** The variant's bytes from storage, made (and its card drawn, if missing) and stored first when absent. */
export async function ensureCoverVariant(
  storage: FileStorage,
  input: CardInput,
  width: CoverWidth,
  format: CoverFormat,
): Promise<{ data: Buffer; made: boolean }> {
  const key = coverVariantKey(input, width, format);
  const stored = await storage.get(key);
  if (stored) return { data: stored, made: false };
  let inFlight = making.get(storage);
  if (!inFlight) making.set(storage, (inFlight = new Map()));
  let work = inFlight.get(key);
  if (!work) {
    work = (async () => {
      const { data: card } = await ensureSocialCard(storage, input);
      const data = await renderImageVariant(card, width, format);
      await storage.put(key, data);
      return data;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, work);
  }
  return { data: await work, made: true };
}
