// The disk file storage: a write is atomic (a temp file renamed into place) and its temp name is
// unique per write, not per process (every container's node is PID 1 on a shared volume).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { diskStorage } from '../../src/lib/storage.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-storage-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));

test('concurrent writes of one key from one process all succeed and leave one whole file, no temp', async () => {
  const storage = diskStorage(root);
  const versions = Array.from({ length: 8 }, (_, i) => Buffer.alloc(256 * 1024, i + 1));
  await Promise.all(versions.map((data) => storage.put('cover-images/one.webp', data)));
  const stored = await storage.get('cover-images/one.webp');
  assert.ok(stored);
  assert.ok(
    versions.some((data) => data.equals(stored)),
    'the file is one of the writes, whole',
  );
  assert.deepEqual(fs.readdirSync(path.join(root, 'cover-images')), ['one.webp']);
});
