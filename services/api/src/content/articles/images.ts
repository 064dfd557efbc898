import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { articleImageRoute, type Language } from '@academy/contracts';
import type { ContentSource } from '../source-files.ts';

/** An article's image as the file storage keeps it (`ARTICLE_IMAGE_STORAGE_PREFIX/<file>`). */
export interface ArticleImage {
  /** `<slug>-<name>-<hash>-<width>x<height>.svg` (the contract's articleImageFilePattern). */
  file: string;
  data: Buffer;
}

export const ARTICLE_IMAGE_STORAGE_PREFIX = 'article-images';
const MAX_BYTES = 50_000;
const IMAGE = /!\[([^\]]*)\]\(\s*([^\s)]*)(?:\s+"([^"]*)")?\s*\)/g;
const WHOLE_BLOCK = new RegExp(`^${IMAGE.source}$`);
const FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/;
const VIEW_BOX = /<svg\b[^>]*\bviewBox="0 0 ([1-9][0-9]{0,3}) ([1-9][0-9]{0,3})"/;
/** A diagram is a drawing: no script, event handler, embedded document or image, nothing fetched. */
const UNSAFE = /<script|<foreignObject|<image|<iframe|\son[a-z]+\s*=|href\s*=\s*"(?!#)|url\((?!#)/i;
const THAI = /[\u0E00-\u0E7F]/;
const LANGUAGE_NAME: Record<Language, string> = { en: 'English', th: 'Thai' };

/**
 * The images of one translation's body (`![alt](name.svg "caption")`, each a paragraph of its
 * own so a locked article's teaser never carries one): checked (alt text in this language, the
 * file in the article's folder, a safe SVG with a viewBox), and the body with each reference
 * pointing at the image's immutable API path. Problems go to `source`.
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
    if (!FILE_NAME.test(name)) return problem('name an SVG file of the article\'s folder, like "halving-schedule.svg"');
    const file = path.join(dir, name);
    if (!existsSync(file)) return problem(`missing file ${path.relative(source.dir, file)}`);
    const data = readFileSync(file);
    if (data.length > MAX_BYTES) return problem(`larger than ${MAX_BYTES / 1000} KB`);
    const svg = data.toString('utf8');
    const size = VIEW_BOX.exec(svg);
    if (!size) return problem('the <svg> needs viewBox="0 0 <width> <height>" (whole numbers)');
    if (UNSAFE.test(svg)) return problem('no script, event handler, embedded image or outside link in a diagram');
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
    const stored = `${slug}-${name.slice(0, -'.svg'.length)}-${hash}-${size[1]}x${size[2]}.svg`;
    images.push({ file: stored, data });
    const title = caption === undefined ? '' : ` "${caption}"`;
    return `![${alt}](${articleImageRoute}/${stored}${title})`;
  });
  return { body: rewritten, images };
}
