import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { articleImageRoute, articlePictureVariantWidths, type Language } from '@academy/contracts';
import type { ContentSource } from '../source-files.ts';
import { pictureSize } from './picture-size.ts';

/**
 * An article's image as the import stores it (`ARTICLE_IMAGE_STORAGE_PREFIX/<file>`): a diagram
 * as it is, a picture as its AVIF and WebP variants (made from `data` at import).
 */
export type ArticleImage =
  | { kind: 'diagram'; /** `<slug>-<name>-<hash>-<width>x<height>.svg` */ file: string; data: Buffer }
  | {
      kind: 'picture';
      /** Every variant's name: `<slug>-<name>-<hash>-<width>x<height>-<variant width>.<avif|webp>`. */
      files: string[];
      data: Buffer;
    };

/** The stored files of an image: a diagram's one, a picture's variants. */
export const imageFiles = (image: ArticleImage) => (image.kind === 'diagram' ? [image.file] : image.files);

export const ARTICLE_IMAGE_STORAGE_PREFIX = 'article-images';
const MAX_DIAGRAM_BYTES = 50_000;
/** A picture is re-encoded at import; its source may be a camera's file, but not any file. */
const MAX_PICTURE_BYTES = 3_000_000;
const MAX_PICTURE_SIDE = 4000;
const MIN_PICTURE_WIDTH = 320;
const IMAGE = /!\[([^\]]*)\]\(\s*([^\s)]*)(?:\s+"([^"]*)")?\s*\)/g;
const WHOLE_BLOCK = new RegExp(`^${IMAGE.source}$`);
const FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(svg|png|jpe?g)$/;
const VIEW_BOX = /<svg\b[^>]*\bviewBox="0 0 ([1-9][0-9]{0,3}) ([1-9][0-9]{0,3})"/;
/** A diagram is a drawing: no script, event handler, embedded document or image, nothing fetched. */
const UNSAFE = /<script|<foreignObject|<image|<iframe|\son[a-z]+\s*=|href\s*=\s*"(?!#)|url\((?!#)/i;
const THAI = /[\u0E00-\u0E7F]/;
const LANGUAGE_NAME: Record<Language, string> = { en: 'English', th: 'Thai' };

type Checked = { image: ArticleImage; src: string } | { problem: string };

function diagram(data: Buffer, stem: string, hash: string): Checked {
  if (data.length > MAX_DIAGRAM_BYTES) return { problem: `larger than ${MAX_DIAGRAM_BYTES / 1000} KB` };
  const svg = data.toString('utf8');
  const size = VIEW_BOX.exec(svg);
  if (!size) return { problem: 'the <svg> needs viewBox="0 0 <width> <height>" (whole numbers)' };
  if (UNSAFE.test(svg)) return { problem: 'no script, event handler, embedded image or outside link in a diagram' };
  const file = `${stem}-${hash}-${size[1]}x${size[2]}.svg`;
  return { image: { kind: 'diagram', file, data }, src: file };
}

function picture(data: Buffer, stem: string, hash: string): Checked {
  if (data.length > MAX_PICTURE_BYTES) return { problem: `larger than ${MAX_PICTURE_BYTES / 1_000_000} MB` };
  const size = pictureSize(data);
  if (!size) return { problem: 'not a PNG or JPEG file' };
  if (size.width < MIN_PICTURE_WIDTH || size.width > MAX_PICTURE_SIDE || size.height > MAX_PICTURE_SIDE) {
    return {
      problem: `a picture is ${MIN_PICTURE_WIDTH} to ${MAX_PICTURE_SIDE} pixels wide, at most ${MAX_PICTURE_SIDE} high`,
    };
  }
  const widths = articlePictureVariantWidths(size.width);
  // the stated size is the widest variant's (what the page reserves is its aspect)
  const widest = widths.at(-1)!;
  const height = Math.max(1, Math.round((size.height * widest) / size.width));
  const named = `${stem}-${hash}-${widest}x${height}`;
  const files = widths.flatMap((w) => [`${named}-${w}.avif`, `${named}-${w}.webp`]);
  return { image: { kind: 'picture', files, data }, src: `${named}-${widest}.webp` };
}

/**
 * The images of one translation's body (`![alt](name.svg "caption")`, or a .png/.jpg picture,
 * each a paragraph of its own so a locked article's teaser never carries one): checked (alt text
 * in this language, the file in the article's folder, a safe SVG with a viewBox or a picture of a
 * sensible size), and the body with each reference pointing at the image's immutable API path (a
 * picture: its widest WebP; the page offers the other variants). Problems go to `source`.
 */
export function articleImages(
  source: ContentSource,
  dir: string,
  slug: string,
  language: Language,
  body: string,
): { body: string; images: ArticleImage[] } {
  const where = path.join(dir, `${language}.md`);
  const images: ArticleImage[] = [];
  const blocks = body.split(/\n\s*\n/).filter((block) => !block.trimStart().startsWith('```'));
  for (const block of blocks) {
    if (block.includes('![') && !WHOLE_BLOCK.test(block.trim())) {
      source.fail(where, 'an image stands alone in its paragraph (it is shown as a figure with its caption)');
    }
  }
  const rewritten = body.replace(IMAGE, (reference, alt: string, name: string, caption?: string) => {
    const problem = (message: string) => {
      source.fail(where, `image "${name}": ${message}`);
      return reference;
    };
    if (!alt.trim()) return problem(`alt text in ${LANGUAGE_NAME[language]} is required`);
    if (language === 'th' && !THAI.test(alt)) return problem('alt text in Thai is required');
    const kind = FILE_NAME.exec(name)?.[1];
    if (!kind) return problem('name an SVG, PNG or JPEG file of the article\'s folder, like "halving-schedule.svg"');
    const file = path.join(dir, name);
    if (!existsSync(file)) return problem(`missing file ${path.relative(source.dir, file)}`);
    const data = readFileSync(file);
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
    const stem = `${slug}-${name.slice(0, name.lastIndexOf('.'))}`;
    const checked = kind === 'svg' ? diagram(data, stem, hash) : picture(data, stem, hash);
    if ('problem' in checked) return problem(checked.problem);
    images.push(checked.image);
    const title = caption === undefined ? '' : ` "${caption}"`;
    return `![${alt}](${articleImageRoute}/${checked.src}${title})`;
  });
  return { body: rewritten, images };
}
