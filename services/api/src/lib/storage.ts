import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded and generated files live, behind one interface: `diskStorage` (DATA_DIR/uploads)
 * or `s3Storage` (a bucket every replica shares), picked by `configuredStorage` (STORAGE_DRIVER;
 * services/api/docs/storage.md "File storage").
 */
export interface FileStorage {
  /** Stores the bytes under `key` (e.g. `profile-images/<uuid>.png`). */
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Moves a finished staged file (a path inside the upload staging area) to `key` without
   * reading it into memory: a rename on disk, a streamed upload for an object store. The staged
   * file is gone afterwards.
   */
  putFile(key: string, stagedPath: string): Promise<void>;
  /** The bytes, or null when missing. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Resolves when the backend answers (readiness); absent where there is nothing to reach (disk). */
  ping?(): Promise<void>;
  /** Releases the backend's connections (at shutdown). */
  close?(): void;
}

/**
 * The storage backend did not answer or refused (network, credentials, a missing bucket): the
 * request may succeed later, so it is answered 503. The message names the operation and the
 * backend's error code, never a key's owner or a credential.
 */
export class StorageUnavailableError extends Error {
  readonly statusCode = 503;
  readonly code = 'STORAGE_UNAVAILABLE';
  constructor(operation: string, reason: string, options?: { cause: unknown }) {
    super(`file storage unavailable: ${operation} failed (${reason})`, options);
    this.name = 'StorageUnavailableError';
  }
}

const SAFE_KEY = /^[a-z0-9-]+\/[A-Za-z0-9_-]+\.[a-z0-9]{1,5}$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
}

export function diskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, file);
    },
    async putFile(key, stagedPath) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      try {
        await fs.rename(stagedPath, file);
      } catch (error) {
        // Staging on another file system: copy next to the target, then rename (still atomic there).
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        const temp = `${file}.${randomUUID()}.tmp`;
        await fs.copyFile(stagedPath, temp);
        await fs.rename(temp, file);
        await fs.rm(stagedPath, { force: true });
      }
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

/** One upload's private staging directory: files land here before the request commits. */
export interface StagedUpload {
  dir: string;
  /** A new file path inside `dir`. */
  newPath(): string;
  /** Removes the directory and whatever is left in it (safe to call twice). */
  discard(): Promise<void>;
}

/**
 * Temporary storage for uploads in progress, on local disk (with `diskStorage`, keep it on the same
 * file system so committing is a rename; `s3Storage` streams the file up). Every request gets its
 * own directory and removes it in every outcome; `sweep` removes directories left by a crashed process.
 */
export interface UploadStaging {
  root: string;
  create(): Promise<StagedUpload>;
  /** Removes staging directories older than `maxAgeMs` (at start-up). */
  sweep(maxAgeMs: number, now: Date): Promise<void>;
}

export function uploadStaging(root: string): UploadStaging {
  return {
    root,
    async create() {
      const dir = path.join(root, randomUUID());
      await fs.mkdir(dir, { recursive: true });
      let discarded = false;
      return {
        dir,
        newPath: () => path.join(dir, randomUUID()),
        async discard() {
          if (discarded) return;
          discarded = true;
          await fs.rm(dir, { recursive: true, force: true });
        },
      };
    },
    async sweep(maxAgeMs, now) {
      const entries = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
      await Promise.all(
        entries.map(async (entry) => {
          const full = path.join(root, entry.name);
          const stat = await fs.stat(full).catch(() => null);
          if (stat && now.getTime() - stat.mtimeMs > maxAgeMs) await fs.rm(full, { recursive: true, force: true });
        }),
      );
    },
  };
}
