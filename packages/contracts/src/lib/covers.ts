import { z } from 'zod';
import { articleImageFilePattern } from './article-images';
import { coverFormats, coverVariantFilePattern, coverWidths } from './cover-urls';

export const coverVariantParamsSchema = z.object({
  file: z
    .string()
    .max(300)
    .regex(coverVariantFilePattern)
    .describe(
      `<slug>-<en|th>-<hash>-<${coverWidths.join('|')}>.<${coverFormats.join('|')}>, after an article's coverVariants`,
    ),
});
/** The variant itself (sent as bytes, not JSON). */
export const coverVariantImageSchema = z.unknown().describe('image/avif or image/webp');

export const articleImageParamsSchema = z.object({
  file: z
    .string()
    .max(300)
    .regex(articleImageFilePattern)
    .describe(
      "<slug>-<name>-<hash>-<width>x<height>.svg (a diagram) or …-<width>x<height>-<variant width>.<avif|webp> (a picture), as an article's body names it",
    ),
});
/** The image itself (sent as bytes, not JSON). */
export const articleImageSchema = z.unknown().describe('image/svg+xml, image/avif or image/webp');
