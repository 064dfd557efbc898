// s3rver 3.7 ships no types: what test/support/s3.ts uses of it.
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { Readable } from 'node:stream';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string; configs: Buffer[] }[];
  }

  /** What the store is given for a PUT (S3Object). */
  interface StoredObject {
    bucket: string;
    key: string;
    content: Buffer | Readable;
    metadata: Record<string, string>;
  }

  export interface KoaContext {
    method: string;
    path: string;
    query: Record<string, unknown>;
    headers: Record<string, string | string[] | undefined>;
    status: number;
    type: string;
    body: unknown;
  }

  class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware chain, composed when the server starts listening. */
    middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[];
    store: {
      getResourcePath(bucket: string, key: string, resource: string): string;
      putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
      putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
    };
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    httpServer?: Server;
  }
  export default S3rver;
}
