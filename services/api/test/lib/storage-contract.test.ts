// The FileStorage contract, held by both backends: the local disk and an S3 bucket (the tests'
// s3rver, test/support/s3.ts). The app, the release step and the operator commands only rely on this.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { s3Storage } from '../../src/lib/s3-storage.ts';
import { diskStorage, type FileStorage } from '../../src/lib/storage.ts';
import { startS3 } from '../support/s3.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-storage-contract-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));

/** A finished upload waiting in a staging directory, as the hackathon route leaves it. */
function stagedFile(data: Buffer): string {
  const dir = fs.mkdtempSync(path.join(root, 'staged-'));
  const file = path.join(dir, 'upload');
  fs.writeFileSync(file, data);
  return file;
}

const backends: { name: string; open(): Promise<FileStorage> }[] = [
  { name: 'disk', open: async () => diskStorage(fs.mkdtempSync(path.join(root, 'uploads-'))) },
  {
    name: 's3',
    open: async () => {
      const s3 = await startS3();
      return s3Storage({ bucket: await s3.createBucket(), client: s3.client });
    },
  },
];

for (const backend of backends) {
  describe(`FileStorage contract: ${backend.name}`, { timeout: 60_000 }, () => {
    let storage: FileStorage;
    before(async () => {
      storage = await backend.open();
    });

    test('put, get, delete; a missing key is null; deleting a missing key is no error', async () => {
      const data = randomBytes(10_000);
      await storage.put('profile-images/a.png', data);
      assert.deepEqual(await storage.get('profile-images/a.png'), data);
      assert.equal(await storage.get('profile-images/never-written.png'), null);
      await storage.delete('profile-images/a.png');
      assert.equal(await storage.get('profile-images/a.png'), null);
      await storage.delete('profile-images/a.png');
    });

    test('putFile moves a staged file in whole and removes the staged file', async () => {
      const data = randomBytes(3 * 1024 * 1024 + 17);
      const staged = stagedFile(data);
      await storage.putFile('hackathon-files/b.pdf', staged);
      assert.equal(fs.existsSync(staged), false, 'the staged file is gone');
      const stored = await storage.get('hackathon-files/b.pdf');
      assert.ok(stored?.equals(data), 'the stored bytes are the staged bytes');
    });

    test('concurrent writes of one key all succeed and leave one of them, whole', async () => {
      const versions = Array.from({ length: 8 }, (_, i) => Buffer.alloc(256 * 1024, i + 1));
      await Promise.all(versions.map((data) => storage.put('cover-images/one.webp', data)));
      const stored = await storage.get('cover-images/one.webp');
      assert.ok(stored);
      assert.ok(
        versions.some((data) => data.equals(stored)),
        'the object is one of the writes, whole',
      );
    });

    test('an unsafe key is refused before anything is written or read', async () => {
      const staged = stagedFile(Buffer.from('x'));
      for (const key of ['../etc/passwd', 'profile-images/../../x.png', 'a/b/c.png', 'profile-images/x', '/abs.png']) {
        await assert.rejects(storage.put(key, Buffer.from('x')), /unsafe storage key/, key);
        await assert.rejects(storage.putFile(key, staged), /unsafe storage key/, key);
        await assert.rejects(storage.get(key), /unsafe storage key/, key);
        await assert.rejects(storage.delete(key), /unsafe storage key/, key);
      }
      assert.ok(fs.existsSync(staged), 'a refused putFile leaves the staged file to its owner');
    });
  });
}
