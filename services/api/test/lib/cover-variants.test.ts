import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { coverHash, coverStem, ensureCoverVariant } from '../../src/lib/cover-variants.ts';
import type { CardInput } from '../../src/lib/social-card.ts';
import { diskStorage, type FileStorage } from '../../src/lib/storage.ts';

const input: CardInput = { slug: 'what-is-bitcoin', language: 'en', title: 'What is Bitcoin?', category: 'Basics' };

/** Disk storage that records every key written. */
function countingStorage(): FileStorage & { puts: string[] } {
  const disk = diskStorage(mkdtempSync(path.join(tmpdir(), 'cover-variants-')));
  const puts: string[] = [];
  return { ...disk, puts, put: async (key, data) => (puts.push(key), disk.put(key, data)) };
}

describe('cover variants', { timeout: 60_000 }, () => {
  test('the name changes with what the card shows and with the language, not otherwise', () => {
    assert.equal(coverHash(input), coverHash({ ...input }));
    for (const changed of [
      { ...input, title: 'What is Bitcoin, really?' },
      { ...input, category: 'Trading' },
      { ...input, category: null },
      { ...input, language: 'th' as const },
    ])
      assert.notEqual(coverHash(changed), coverHash(input), JSON.stringify(changed));
    assert.match(coverStem(input), /^\/client\/blogs\/covers\/what-is-bitcoin-en-[0-9a-f]{16}$/);
  });

  test('a variant asked for many times at once is made (and its card drawn) once, then read from storage', async () => {
    const storage = countingStorage();
    const results = await Promise.all(Array.from({ length: 6 }, () => ensureCoverVariant(storage, input, 320, 'avif')));
    assert.deepEqual(
      storage.puts.map((key) => key.split('/')[0]),
      ['social-cards', 'cover-images'],
    );
    for (const result of results) assert.ok(result.data.equals(results[0]!.data));
    const later = await ensureCoverVariant(storage, input, 320, 'avif');
    assert.equal(later.made, false);
    assert.ok(later.data.equals(results[0]!.data));
    assert.equal(storage.puts.length, 2);
  });
});
