/**
 * The pixel size a PNG or JPEG states in its header, read without decoding it (the content check
 * is synchronous; sharp only encodes the variants, at import). Null when the bytes are neither.
 */
export function pictureSize(data: Buffer): { width: number; height: number } | null {
  if (data.length >= 24 && data.readUInt32BE(0) === 0x89504e47 && data.toString('latin1', 12, 16) === 'IHDR') {
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return null;
  // JPEG: walk the segments to the frame header (SOF0-15, not DHT C4, JPG C8 or DAC CC).
  let at = 2;
  while (at + 9 <= data.length && data[at] === 0xff) {
    const marker = data[at + 1]!;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { width: data.readUInt16BE(at + 7), height: data.readUInt16BE(at + 5) };
    at += 2 + data.readUInt16BE(at + 2);
  }
  return null;
}
