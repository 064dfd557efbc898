import { Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

/** The document types hackathon uploads accept (spec: .pdf .doc .docx .txt .jpeg .gif .png). */
export interface DocumentType {
  ext: 'pdf' | 'doc' | 'docx' | 'txt' | 'jpg' | 'gif' | 'png';
  mime: string;
}

/** Bytes kept from the start of a file to recognise it (enough for a .docx's first zip entries). */
export const SNIFF_BYTES = 64 * 1024;

const byDetectedExt: Record<string, DocumentType> = {
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  // A Word 97-2003 file is an OLE compound file.
  cfb: { ext: 'doc', mime: 'application/msword' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  gif: { ext: 'gif', mime: 'image/gif' },
  png: { ext: 'png', mime: 'image/png' },
};

/**
 * A pass-through stream that inspects what flows through it without keeping it: counts bytes,
 * keeps the first SNIFF_BYTES for type detection and checks on the way whether the whole file
 * is UTF-8 text without NUL bytes (what a .txt must be).
 */
export class DocumentInspector extends Transform {
  bytes = 0;
  private readonly sample = Buffer.alloc(SNIFF_BYTES);
  private sampleLength = 0;
  private text = true;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.sampleLength < SNIFF_BYTES) {
      this.sampleLength += chunk.copy(this.sample, this.sampleLength, 0, SNIFF_BYTES - this.sampleLength);
    }
    if (this.text) this.checkText(chunk, true);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.text) this.checkText(Buffer.alloc(0), false);
    callback();
  }

  private checkText(chunk: Buffer, more: boolean) {
    if (chunk.includes(0)) {
      this.text = false;
      return;
    }
    try {
      this.decoder.decode(chunk, { stream: more });
    } catch {
      this.text = false;
    }
  }

  /** The file's type from its content, or null when it is none of the accepted ones. */
  async detect(): Promise<DocumentType | null> {
    if (this.bytes === 0) return null;
    const detected = await fileTypeFromBuffer(this.sample.subarray(0, this.sampleLength));
    if (detected) return byDetectedExt[detected.ext] ?? null;
    return this.text ? { ext: 'txt', mime: 'text/plain' } : null;
  }
}
