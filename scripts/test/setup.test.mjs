// What `npm start` installs and runs: lighthouse only for bench:bundle (installed on first use),
// the mail catcher only when mail is caught locally.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { composition, root } from '../composition.mjs';
import { ensureTool, tools } from '../lib/setup.mjs';

const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const declared = (name) =>
  ['dependencies', 'devDependencies', 'optionalDependencies'].some((key) => manifest[key]?.[name]);

describe('lighthouse is installed by bench:bundle only', () => {
  it('is no dependency of the project, so pnpm install (npm start, npm test) never fetches it', () => {
    assert.equal(declared('lighthouse'), false);
    const bench = readFileSync(path.join(root, 'scripts/bench-bundle.mjs'), 'utf8');
    assert.match(bench, /ensureTool\('lighthouse', tools\.lighthouse\)/);
    assert.doesNotMatch(bench, /node_modules\/lighthouse/);
  });

  it('ensureTool installs the pinned version once, into its own cache', () => {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'academy-tools-'));
    const calls = [];
    const install = (command, args) => {
      calls.push([command, ...args]);
      const dir = path.join(args[args.indexOf('--prefix') + 1], 'node_modules/lighthouse');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'package.json'), '{}');
    };
    const dir = ensureTool('lighthouse', tools.lighthouse, { cacheDir, install });
    assert.equal(calls.length, 1);
    assert.equal(calls[0][0], 'npm');
    assert.ok(calls[0].includes(`lighthouse@${tools.lighthouse}`));
    assert.ok(calls[0].includes('--no-save'));
    assert.ok(dir.startsWith(cacheDir) && existsSync(path.join(dir, 'package.json')));
    // a second run finds it and installs nothing
    assert.equal(ensureTool('lighthouse', tools.lighthouse, { cacheDir, install }), dir);
    assert.equal(calls.length, 1);
  });
});

describe('the mail catcher runs only when mail is caught locally', () => {
  it('runs by default, and the API sends to it', () => {
    const services = composition();
    const mail = services.find((s) => s.name === 'mail');
    assert.ok(mail);
    const api = services.find((s) => s.name === 'api');
    assert.equal(api.env.SMTP_URL, `smtp://127.0.0.1:${mail.env.MAIL_SMTP_PORT}`);
  });

  it('is left out when mail goes through a real SMTP server', () => {
    const services = composition({ smtpUrl: 'smtp://mail.example.com:587' });
    assert.equal(
      services.some((s) => s.name === 'mail'),
      false,
    );
    assert.equal(services.find((s) => s.name === 'api').env.SMTP_URL, 'smtp://mail.example.com:587');
  });

  it('npm start and pnpm dev pass SMTP_URL through', () => {
    for (const script of ['start.mjs', 'dev.mjs']) {
      assert.match(readFileSync(path.join(root, 'scripts', script), 'utf8'), /smtpUrl: process\.env\.SMTP_URL/);
    }
  });
});
