import fs from 'node:fs';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, StorageUnavailableError, type FileStorage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** Folder of the bucket every key goes under, ending in `/` (config.ts S3_PREFIX); none by default. */
  prefix?: string;
  client: S3Client;
}

/** A HeadBucket that answered keeps /ready from asking again for this long. */
const PING_CACHE_MS = 5_000;
/** /ready must answer even when the bucket's host swallows packets. */
const PING_TIMEOUT_MS = 3_000;

/** What each stored extension is served as; stored with the object for whoever reads the bucket. */
const contentTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};
const contentTypeOf = (key: string) => contentTypes[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** The SDK's error code (NoSuchBucket, AccessDenied, ...) or the socket's (ECONNREFUSED): never its message. */
function reasonOf(error: unknown): string {
  const { name, code, $metadata } = (error ?? {}) as {
    name?: string;
    code?: string;
    $metadata?: { httpStatusCode?: number };
  };
  const status = $metadata?.httpStatusCode ? ` ${$metadata.httpStatusCode}` : '';
  return `${typeof code === 'string' ? code : (name ?? 'Error')}${status}`;
}

/**
 * Files in a bucket of AWS S3 or any S3-compatible service. Objects are written without an ACL,
 * so they are as private as the bucket (nothing here makes a public URL); the API's routes serve
 * what may be seen. A PUT replaces an object whole, so concurrent writes of one key leave one of
 * them. Any failure but a missing key is a StorageUnavailableError (503).
 */
export function s3Storage({ bucket, prefix = '', client }: S3StorageOptions): FileStorage {
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${prefix}${key}`;
  };
  const attempt = async <T>(operation: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw new StorageUnavailableError(operation, reasonOf(error), { cause: error });
    }
  };
  let answeredAt = Number.NEGATIVE_INFINITY;

  return {
    async put(key, data) {
      const Key = objectKey(key);
      await attempt('PutObject', () =>
        client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: data, ContentType: contentTypeOf(key) })),
      );
    },
    async putFile(key, stagedPath) {
      const Key = objectKey(key);
      const { size } = await fs.promises.stat(stagedPath);
      // A stream is sent once (the SDK does not retry a streamed body): a failure leaves the staged file.
      await attempt('PutObject', () =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key,
            Body: fs.createReadStream(stagedPath),
            ContentLength: size,
            ContentType: contentTypeOf(key),
          }),
        ),
      );
      await fs.promises.rm(stagedPath, { force: true });
    },
    async get(key) {
      const Key = objectKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        if (!object.Body) return Buffer.alloc(0);
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw new StorageUnavailableError('GetObject', reasonOf(error), { cause: error });
      }
    },
    async delete(key) {
      const Key = objectKey(key);
      await attempt('DeleteObject', () => client.send(new DeleteObjectCommand({ Bucket: bucket, Key })));
    },
    async ping() {
      if (Date.now() - answeredAt < PING_CACHE_MS) return;
      await attempt('HeadBucket', () =>
        client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS) }),
      );
      answeredAt = Date.now();
    },
    close() {
      client.destroy();
    },
  };
}
