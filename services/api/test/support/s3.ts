/**
 * A private, throw-away S3-compatible server for tests (like redis.ts does for Redis): s3rver, a
 * devDependency of @academy/api, listening in this process on a free loopback port with its data in
 * a temp dir; one bucket is created at start, more on demand. Every server started in a test file
 * is stopped (and its dir removed) when the file ends.
 *
 * Where s3rver 3.7 is not S3, this server is made to behave as S3 does:
 * - s3rver answers an unsigned (anonymous) request for any object; S3 refuses it (403
 *   AccessDenied) unless the object was written public (a `public-read` canned ACL): so does this
 *   server, which remembers the keys PUT with such an ACL;
 * - s3rver writes an object in place, so a concurrent write or read of one key sees a mix of the
 *   writes; S3 replaces an object whole: here the bytes go to a temp file renamed into place.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver, { type KoaContext } from 's3rver';
import type { Config } from '../../src/config.ts';
import { s3ClientOf } from '../../src/lib/configured-storage.ts';
import { whenFileEnds } from './file-end.ts';

/** s3rver's built-in account. */
const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' } as const;
const PUBLIC_ACLS = new Set(['public-read', 'public-read-write']);

export interface TestS3 {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** The bucket created at start. */
  bucket: string;
  /** A client with the server's credentials (what the app's configuration makes). */
  client: S3Client;
  /** The app's configuration for a bucket of this server (default: the one created at start). */
  config(bucket?: string): Partial<Config>;
  /** A new, empty bucket. */
  createBucket(): Promise<string>;
  /** Keys in a bucket under a prefix, sorted. */
  keys(options?: { bucket?: string; prefix?: string }): Promise<string[]>;
  stop(): Promise<void>;
}

/** S3's refusal of what nobody signed, unless the object was made public. */
function privateBuckets() {
  const publicPaths = new Set<string>();
  return async (ctx: KoaContext, next: () => Promise<void>) => {
    const signed = 'authorization' in ctx.headers || 'X-Amz-Algorithm' in ctx.query || 'Signature' in ctx.query;
    if (!signed && !((ctx.method === 'GET' || ctx.method === 'HEAD') && publicPaths.has(ctx.path))) {
      ctx.status = 403;
      ctx.type = 'application/xml';
      ctx.body =
        '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
      return;
    }
    if (signed && ctx.method === 'PUT') {
      const acl = ctx.headers['x-amz-acl'];
      if (typeof acl === 'string' && PUBLIC_ACLS.has(acl)) publicPaths.add(ctx.path);
      else publicPaths.delete(ctx.path);
    }
    await next();
  };
}

/** Replaces s3rver's in-place write with a whole one (temp file, then rename). */
function wholeWrites(server: S3rver, tempDir: string) {
  const store = server.store;
  store.putObject = async (object) => {
    const target = store.getResourcePath(object.bucket, object.key, 'object');
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(tempDir, randomUUID());
    const md5 = createHash('md5');
    let size = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        md5.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    const source = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
    try {
      await pipeline(source, count, fs.createWriteStream(temp));
      await fs.promises.rename(temp, target);
    } finally {
      await fs.promises.rm(temp, { force: true });
    }
    const digest = md5.digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  };
}

export async function startS3(): Promise<TestS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-s3-'));
  const tempDir = path.join(dir, 'writes');
  fs.mkdirSync(tempDir);
  const bucket = 'academy-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(dir, 'buckets'),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  server.middleware.unshift(privateBuckets());
  wholeWrites(server, tempDir);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config = (name = bucket): Partial<Config> => ({
    STORAGE_DRIVER: 's3',
    S3_BUCKET: name,
    S3_ENDPOINT: endpoint,
    ...CREDENTIALS,
  });
  const client = s3ClientOf({ S3_REGION: 'us-east-1', S3_ENDPOINT: endpoint, ...CREDENTIALS });
  let stopped = false;
  const s3: TestS3 = {
    endpoint,
    bucket,
    client,
    config,
    async createBucket() {
      const name = `academy-${randomUUID().slice(0, 8)}`;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    async keys({ bucket: name = bucket, prefix } = {}) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: name, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      client.destroy();
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  whenFileEnds(() => s3.stop());
  return s3;
}
