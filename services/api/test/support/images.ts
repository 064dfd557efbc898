import sharp from 'sharp';

/** A camera-like JPEG: 3000x2000 with EXIF (author, camera) and a GPS position. */
export async function jpegWithGps(width = 3000, height = 2000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'SECRET-AUTHOR', Make: 'SpyCam', Model: 'GPS-9000' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '100/1 30/1 0/1' },
    })
    .toBuffer();
}
