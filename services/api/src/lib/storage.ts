import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. The default keeps them on disk under DATA_DIR/uploads. */
export interface FileStorage {
  /** Stores the bytes under `key` (e.g. `profile-images/<uuid>.png`). */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when missing. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
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
      const temp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, file);
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
