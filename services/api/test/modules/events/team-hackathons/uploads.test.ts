import assert from 'node:assert/strict';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../support/app.ts';
import {
  BOUNDARY,
  PDF,
  filesUnder,
  hackathonConfig,
  listen,
  signedIn,
  streamUpload,
  team,
  teamCount,
  teamParts,
} from '../../../support/hackathon.ts';

const MB = 1024 * 1024;

describe('POST /team-hackathons streams uploads', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let port: number;
  let auth: Record<string, string>;
  before(async () => {
    const config = hackathonConfig();
    dataDir = String(config.DATA_DIR);
    app = await buildTestApp({ config });
    port = await listen(app);
    auth = await signedIn(app);
  });

  test('a client that disconnects mid-file leaves no row and no file (staging emptied)', async () => {
    const head =
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="team"\r\n\r\n${JSON.stringify(team())}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume.0"; filename="cv.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n`;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /team-hackathons HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
        `Authorization: ${auth.authorization}\r\nContent-Length: ${50 * MB}\r\n\r\n${head}`,
    );
    socket.write(PDF);
    for (let i = 0; i < 16; i += 1) socket.write(Buffer.alloc(256 * 1024, 0x20));
    // The file has started landing in staging...
    const staging = path.join(dataDir, 'upload-staging');
    for (let i = 0; i < 100 && filesUnder(staging).length === 0; i += 1) await sleep(20);
    assert.equal(filesUnder(staging).length, 1, 'the resume is being staged');
    // ...then the client goes away.
    socket.destroy();
    for (let i = 0; i < 250 && filesUnder(staging).length > 0; i += 1) await sleep(20);
    assert.deepEqual(filesUnder(staging), []);
    assert.deepEqual(filesUnder(path.join(dataDir, 'uploads')), []);
    assert.equal(await teamCount(app), 0);
    // The server keeps serving.
    const ok = await streamUpload(port, teamParts(team(), 2), auth);
    assert.equal(ok.status, 201);
  });

  test('five 20 MB documents (plus resumes) succeed while memory stays bounded', async () => {
    const documents = Array.from({ length: 5 }, (_, i) => ({
      name: 'documents',
      filename: `doc${i}.pdf`,
      size: 20 * MB,
      header: PDF,
    }));
    global.gc?.();
    const start = process.memoryUsage();
    let peakRss = start.rss;
    let peakHeap = start.heapUsed + start.external;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed + now.external);
    }, 10);
    let result;
    try {
      result = await streamUpload(port, teamParts(team(), 2, documents), auth);
    } finally {
      clearInterval(sampler);
    }
    assert.equal(result.status, 201, JSON.stringify(result.body));
    const body = result.body as { documents: { size: number }[] };
    assert.deepEqual(
      body.documents.map((d) => d.size),
      Array(5).fill(20 * MB),
    );
    const rssGrowth = (peakRss - start.rss) / MB;
    const heapGrowth = (peakHeap - start.heapUsed - start.external) / MB;
    // 100 MB went through; buffering it whole would grow memory by at least that much.
    assert.ok(rssGrowth < 60, `RSS grew ${rssGrowth.toFixed(1)} MB`);
    assert.ok(heapGrowth < 60, `heap + external grew ${heapGrowth.toFixed(1)} MB`);
    const stored = filesUnder(path.join(dataDir, 'uploads'));
    assert.ok(stored.length >= 7);
    assert.deepEqual(filesUnder(path.join(dataDir, 'upload-staging')), []);
  });
});
