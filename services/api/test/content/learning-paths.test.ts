import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../support/app.ts';
import { ContentFixture } from '../support/content-fixture.ts';
import { ContentValidationError, importContent } from '../../src/content/importer.ts';
import { loadContent } from '../../src/content/load.ts';
import { learningPaths } from '../../src/db/schema/index.ts';

const pathYaml = (steps: string[], extra = '') =>
  [
    'ranking: 1',
    'title: { en: Start, th: เริ่มต้น }',
    'summary: { en: The first steps., th: ก้าวแรก }',
    `steps: [${steps.join(', ')}]`,
    extra,
  ].join('\n');

/** content/paths/<slug>.yaml: validated against the articles, imported by slug, removed when gone. */
describe('content: learning paths', () => {
  const fixture = new ContentFixture();
  let app: FastifyInstance;

  before(async () => {
    fixture.standard();
    app = await buildTestApp();
  });

  test('a path of existing articles loads and imports; removing the file deletes it', async () => {
    fixture.write('paths/start.yaml', pathYaml(['what-is-bitcoin', 'wallet-security']));
    assert.deepEqual(loadContent(fixture.dir).errors, []);
    await importContent(app.db, fixture.dir);
    const [row] = await app.db.select().from(learningPaths);
    assert.equal(row?.slug, 'start');
    assert.deepEqual(row?.content.steps, ['what-is-bitcoin', 'wallet-security']);
    fixture.remove('paths/start.yaml');
    await importContent(app.db, fixture.dir);
    assert.equal((await app.db.select().from(learningPaths)).length, 0);
  });

  test('invalid paths: unknown article, an article twice, a bad file name, a missing language, an unknown field', async () => {
    const errorsFor = (file: string, text: string) => {
      fixture.write(file, text);
      const { errors } = loadContent(fixture.dir);
      fixture.remove(file);
      return errors.join('\n');
    };
    assert.match(
      errorsFor('paths/a.yaml', pathYaml(['what-is-bitcoin', 'no-such-article'])),
      /no-such-article is not an article/,
    );
    assert.match(errorsFor('paths/a.yaml', pathYaml(['what-is-bitcoin', 'what-is-bitcoin'])), /listed twice/);
    assert.match(
      errorsFor('paths/Bad_Name.yaml', pathYaml(['what-is-bitcoin', 'wallet-security'])),
      /file name must be a slug/,
    );
    assert.match(
      errorsFor('paths/a.yaml', pathYaml(['what-is-bitcoin', 'wallet-security']).replace(', th: เริ่มต้น', '')),
      /title\.th/,
    );
    assert.match(errorsFor('paths/a.yaml', pathYaml(['what-is-bitcoin', 'wallet-security'], 'level: 2')), /level/);
    fixture.write('paths/a.yaml', pathYaml(['no-such-article', 'what-is-bitcoin']));
    await assert.rejects(importContent(app.db, fixture.dir, { force: true }), ContentValidationError);
    fixture.remove('paths/a.yaml');
  });
});
