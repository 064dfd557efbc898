// The release step apart from serving (src/release.ts): it migrates, imports content/ (only
// forward) and makes the social cards and cover variants once; a serving replica with
// MIGRATE_ON_START=false migrates nothing, imports nothing and refuses a database the release step
// has not migrated for its build.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { coverFormats, coverWidths } from '@academy/contracts';
import { importContent } from '../src/content/importer.ts';
import { blogTranslations } from '../src/db/schema/index.ts';
import { runApiProcess } from './support/api-process.ts';
import { buildTestApp } from './support/app.ts';
import { ContentFixture } from './support/content-fixture.ts';
import { testDbKind } from './support/database.ts';
import { freePort } from './support/ports.ts';
import { createTestDatabase, testServerUrl } from './support/postgres.ts';

const titles = async (app: Awaited<ReturnType<typeof buildTestApp>>) =>
  (await app.db.select({ title: blogTranslations.title }).from(blogTranslations)).map((row) => row.title).sort();

describe('content import only moves forward', () => {
  test("an older build's content (a lower revision) is not imported over newer content; without a revision or forced it is", async () => {
    const app = await buildTestApp();
    const content = new ContentFixture();
    content.standard();
    assert.equal((await importContent(app.db, content.dir, { revision: 100 })).skipped, false);
    const olderTitles = await titles(app);

    const page = 'articles/what-is-bitcoin/en.md';
    const original = fs.readFileSync(path.join(content.dir, page), 'utf8');
    content.write(page, original.replace('title: "What is Bitcoin?"', 'title: "What is Bitcoin, really?"'));
    assert.equal((await importContent(app.db, content.dir, { revision: 200 })).skipped, false);
    const newerTitles = await titles(app);
    assert.ok(newerTitles.includes('What is Bitcoin, really?'));

    // the release step of the older build runs again (a rollback, an old release image)
    content.write(page, original);
    const again = await importContent(app.db, content.dir, { revision: 100 });
    assert.equal(again.skipped, true);
    assert.equal(again.superseded, true);
    assert.deepEqual(await titles(app), newerTitles);

    // an editor's revert in a newer build is newer content: imported
    assert.equal((await importContent(app.db, content.dir, { revision: 300 })).skipped, false);
    assert.deepEqual(await titles(app), olderTitles);
    // content:import without a revision (one machine) imports on any change, and --force always
    content.write(page, original.replace('title: "What is Bitcoin?"', 'title: "Bitcoin, again"'));
    assert.equal((await importContent(app.db, content.dir)).skipped, false);
    assert.equal((await importContent(app.db, content.dir, { revision: 1, force: true })).skipped, false);
  });
});

describe('release step and serving replicas', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-release-'));
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test(
    'a replica refuses an unmigrated database (exit 75); after the release step it serves without migrating or importing',
    { timeout: 240_000 },
    async () => {
      const content = new ContentFixture();
      content.standard();
      const database =
        testDbKind() === 'postgres'
          ? await createTestDatabase(await testServerUrl())
          : { url: '', drop: async () => {} };
      after(() => database.drop());
      const env = {
        NODE_ENV: 'development',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        PAYOUT_INTERVAL_MS: '0',
        LOG_LEVEL: 'info',
      };
      const serving = { ...env, CONTENT_DIR: '', MIGRATE_ON_START: 'false' };

      const early = runApiProcess('src/server.ts', serving);
      assert.equal(await early.exited, 75, early.output());
      assert.match(early.output(), /database schema is behind this build.*run the release step/);

      const revisionFile = path.join(dataDir, 'content-revision');
      fs.writeFileSync(revisionFile, '1700000000\n');
      const releaseEnv = { ...env, CONTENT_DIR: content.dir, CONTENT_REVISION_FILE: revisionFile };
      const release = runApiProcess('src/release.ts', releaseEnv);
      assert.equal(await release.exited, 0, release.output());
      const steps = release
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { release: string; skipped?: boolean; drawn?: number });
      assert.deepEqual(
        steps.map((step) => step.release),
        ['migrations', 'content', 'covers'],
      );
      assert.equal(steps[1]?.skipped, false);
      // 3 articles x 2 languages: a card each, and a variant per width and format
      const uploads = path.join(dataDir, 'uploads');
      assert.equal(fs.readdirSync(path.join(uploads, 'social-cards')).length, 6);
      const variants = fs.readdirSync(path.join(uploads, 'cover-images'));
      assert.equal(variants.length, 6 * coverWidths.length * coverFormats.length, variants.join(' '));
      assert.ok(!variants.some((name) => name.endsWith('.tmp')));

      const server = runApiProcess('src/server.ts', serving);
      try {
        const address = await server.listening;
        assert.equal((await fetch(`${address}/ready`)).status, 200);
        const blogs = (await (await fetch(`${address}/client/blogs`)).json()) as unknown[];
        assert.equal(blogs.length, 3);
        assert.doesNotMatch(server.output(), /content imported|content unchanged/);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }

      // the release step of the same build again: nothing to migrate, content unchanged, covers kept
      const twice = runApiProcess('src/release.ts', releaseEnv);
      assert.equal(await twice.exited, 0, twice.output());
      assert.match(twice.output(), /"release":"content","skipped":true/);
      assert.match(twice.output(), /"release":"covers","drawn":0/);
    },
  );

  test('invalid content fails the release step (exit 1) with every problem, before the covers', async () => {
    const content = new ContentFixture();
    content.standard();
    content.write('articles/what-is-bitcoin/th.md', '---\ntitle: x\n---\nbody\n');
    const release = runApiProcess('src/release.ts', {
      NODE_ENV: 'development',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'academy-release-bad-')),
      DATABASE_URL: '',
      CONTENT_DIR: content.dir,
    });
    assert.equal(await release.exited, 1, release.output());
    assert.match(release.output(), /content is invalid/);
    assert.doesNotMatch(release.output(), /"release":"(content|covers)"/);
  });

  test('file storage: s3 without a bucket is refused (78); a bucket that does not answer stops it with a message (69)', async () => {
    const refused = runApiProcess('src/release.ts', { NODE_ENV: 'development', STORAGE_DRIVER: 's3', S3_BUCKET: '' });
    assert.equal(await refused.exited, 78, refused.output());
    assert.match(
      refused.output(),
      /academy release: Invalid configuration: S3_BUCKET: required with STORAGE_DRIVER=s3/,
    );

    const content = new ContentFixture();
    content.standard();
    const down = runApiProcess('src/release.ts', {
      NODE_ENV: 'development',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'academy-release-s3-')),
      DATABASE_URL: '',
      CONTENT_DIR: content.dir,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'academy-files',
      S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
      S3_ACCESS_KEY_ID: 'release-key-id',
      S3_SECRET_ACCESS_KEY: 'release-secret-value',
    });
    assert.equal(await down.exited, 69, down.output());
    assert.match(down.output(), /academy release: file storage unavailable: GetObject failed \(ECONNREFUSED\)/);
    assert.doesNotMatch(down.output(), /release-secret-value|\n\s+at /, 'no secret, no stack');
  });
});
