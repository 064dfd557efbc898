import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { archiveBuild, createStaticHost } from '../src/index.mjs';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'build-archive-'));

/** A built remote: its entry, manifest and the given hashed chunks. */
function build(chunks) {
  const dir = tmp();
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(Object.keys(chunks)));
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'entry');
  for (const [name, text] of Object.entries(chunks)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

async function serve(options) {
  const server = createStaticHost(options);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${server.address().port}` };
}

describe('old builds stay reachable (build archive)', () => {
  const servers = [];
  after(() => servers.forEach((server) => server.close()));

  it('a replica of the new build answers the previous build’s chunks; unknown ones stay 404', async () => {
    const archiveDir = tmp();
    const previous = build({ 'quiz-play.1111aaaa.js': 'old play', 'css/quiz.2222bbbb.css': 'old css' });
    const current = build({ 'quiz-play.3333cccc.js': 'new play' });
    archiveBuild({ dir: previous, archiveDir });
    archiveBuild({ dir: current, archiveDir });
    const { server, base } = await serve({ dir: current, archiveDir });
    servers.push(server);

    const old = await fetch(`${base}/quiz-play.1111aaaa.js`);
    assert.equal(old.status, 200);
    assert.equal(await old.text(), 'old play');
    assert.equal(old.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(old.headers.get('access-control-allow-origin'), '*');
    assert.match(old.headers.get('content-type'), /javascript/);
    const css = await fetch(`${base}/css/quiz.2222bbbb.css`);
    assert.equal(await css.text(), 'old css');
    assert.match(css.headers.get('content-type'), /text\/css/);
    assert.equal(await (await fetch(`${base}/quiz-play.3333cccc.js`)).text(), 'new play');

    assert.equal((await fetch(`${base}/quiz-play.9999ffff.js`)).status, 404);
    // only hashed assets come from the archive, and nothing outside it
    assert.equal((await fetch(`${base}/..%2F..%2Fetc%2Fpasswd.1111aaaa.js`)).status, 404);
  });

  it('without an archive a previous build’s chunk is a 404 (today’s behaviour)', async () => {
    const current = build({ 'quiz-play.3333cccc.js': 'new play' });
    const { server, base } = await serve({ dir: current });
    servers.push(server);
    assert.equal((await fetch(`${base}/quiz-play.1111aaaa.js`)).status, 404);
  });

  it('keeps the newest N builds; the same build archived again is one build', () => {
    const archiveDir = tmp();
    const ids = [];
    for (let i = 0; i < 4; i++) {
      const id = archiveBuild({ dir: build({ [`a.${String(i).repeat(8)}.js`]: `v${i}` }), archiveDir, keep: 2 });
      // each build goes live later than the one before (file times may tie within a millisecond)
      const at = new Date(Date.now() - (10 - i) * 1000);
      utimesSync(path.join(archiveDir, id, '.archived'), at, at);
      ids.push(id);
    }
    const again = build({ 'a.33333333.js': 'v3' });
    assert.equal(archiveBuild({ dir: again, archiveDir, keep: 2 }), ids[3]);
    assert.deepEqual(readdirSync(archiveDir).sort(), [ids[2], ids[3]].sort());
    assert.ok(existsSync(path.join(archiveDir, ids[2], 'a.22222222.js')));
  });
});
