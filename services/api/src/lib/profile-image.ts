import sharp from 'sharp';

/** Longest side of a stored profile image, in pixels (the site shows avatars at 28-96 px). */
export const PROFILE_IMAGE_MAX_SIDE = 512;
/** Refuse decompression bombs: more input pixels than this is not a profile photo. */
const MAX_INPUT_PIXELS = 50_000_000;

export class ImageDecodeError extends Error {}

/**
 * Re-encodes an uploaded profile image: decoded by sharp (libvips), turned upright by its EXIF
 * orientation, resized to fit PROFILE_IMAGE_MAX_SIDE (never enlarged), first frame only, and
 * written as a fresh WebP. Nothing of the original file survives: EXIF (GPS position, camera,
 * author), XMP, ICC comments and any bytes appended to the image are dropped.
 * Throws ImageDecodeError when the bytes are not an image sharp can decode.
 */
export async function reencodeProfileImage(
  input: Buffer,
): Promise<{ data: Buffer; ext: 'webp'; width: number; height: number }> {
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize(PROFILE_IMAGE_MAX_SIDE, PROFILE_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, ext: 'webp', width: info.width, height: info.height };
  } catch (error) {
    throw new ImageDecodeError(error instanceof Error ? error.message : 'cannot decode image');
  }
}
