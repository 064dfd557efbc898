import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { loadConfig, serviceRoot } from '../src/config.ts';

test('zero-setup defaults', () => {
  const config = loadConfig({});
  assert.equal(config.PORT, 1337);
  assert.equal(config.HOST, '127.0.0.1');
  assert.equal(config.DATA_DIR, path.join(serviceRoot, '.data'));
  assert.equal(config.DATABASE_URL, undefined);
  assert.equal(config.REDIS_URL, undefined);
  assert.equal(config.SMTP_URL, 'smtp://127.0.0.1:1025');
  assert.ok(config.CORS_ORIGINS.includes('http://localhost:3000'));
});

test('reads the composition env names; empty strings count as unset', () => {
  const config = loadConfig({
    PORT: '4337',
    CORS_ORIGINS: 'http://localhost:3000, http://localhost:3001',
    DATABASE_URL: 'postgres://u:p@db:5432/academy',
    REDIS_URL: '',
    TRUST_PROXY: '1',
  });
  assert.equal(config.PORT, 4337);
  assert.deepEqual(config.CORS_ORIGINS, ['http://localhost:3000', 'http://localhost:3001']);
  assert.equal(config.DATABASE_URL, 'postgres://u:p@db:5432/academy');
  assert.equal(config.REDIS_URL, undefined);
  assert.equal(config.TRUST_PROXY, 1);
});

test('TRUST_PROXY: a hop count or proxy addresses/CIDRs, never true (every proxy)', () => {
  const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;
  assert.equal(trust(''), false);
  assert.equal(trust('false'), false);
  assert.equal(trust('0'), false);
  assert.equal(trust('2'), 2);
  assert.deepEqual(trust('10.0.0.0/8, 127.0.0.1,::1, fd00::/8'), ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']);
  assert.throws(() => trust('true'), /TRUST_PROXY.*every proxy/);
  for (const bad of ['yes', '10.0.0.0/33', '999.1.1.1', '17', '10.0.0.1/8/1', 'example.com'])
    assert.throws(() => trust(bad), /TRUST_PROXY/, bad);
});

test('invalid values fail with every problem named', () => {
  assert.throws(
    () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x/y', LOG_LEVEL: 'loud' }),
    (error: Error) =>
      /PORT/.test(error.message) && /DATABASE_URL/.test(error.message) && /LOG_LEVEL/.test(error.message),
  );
});

test('the environment table (docs/environment.md) lists every setting exactly once', async () => {
  const { readFile } = await import('node:fs/promises');
  const { configSchema } = await import('../src/config.ts');
  const readme = await readFile(path.join(serviceRoot, 'docs/environment.md'), 'utf8');
  const section = readme.split('\n## Environment')[1]?.split('\n## ')[0] ?? '';
  const documented = [...section.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((match) => match[1]);
  const settings = Object.keys(configSchema.shape);
  const repeated = documented.filter((name, index) => documented.indexOf(name) !== index);
  assert.deepEqual(repeated, [], 'documented twice');
  assert.deepEqual(
    settings.filter((name) => !documented.includes(name)),
    [],
    'settings missing from the README',
  );
  assert.deepEqual(
    documented.filter((name) => !settings.includes(name!)),
    [],
    'documented but not a setting',
  );
});

test('file storage: the disk by default; s3 needs a bucket, both keys or neither, and refuses what is not S3', () => {
  const disk = loadConfig({});
  assert.equal(disk.STORAGE_DRIVER, 'disk');
  assert.equal(disk.STORAGE_DISK_SHARED, false);
  assert.equal(disk.S3_REGION, 'us-east-1');

  const s3 = loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'academy-files', S3_PREFIX: 'academy/prod' });
  assert.equal(s3.STORAGE_DRIVER, 's3');
  assert.equal(s3.S3_PREFIX, 'academy/prod/', 'one trailing slash');
  assert.equal(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b12', S3_PREFIX: 'x/' }).S3_PREFIX, 'x/');

  assert.throws(() => loadConfig({ STORAGE_DRIVER: 's3' }), /S3_BUCKET: required with STORAGE_DRIVER=s3/);
  assert.throws(() => loadConfig({ S3_BUCKET: 'academy-files' }), /S3_BUCKET is set but STORAGE_DRIVER is disk/);
  assert.throws(
    () => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'academy-files', S3_ACCESS_KEY_ID: 'AKIA' }),
    /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither/,
  );
  for (const [name, value] of [
    ['STORAGE_DRIVER', 'gcs'],
    ['S3_BUCKET', 'Academy_Files'],
    ['S3_ENDPOINT', 'ftp://minio:9000'],
    ['S3_PREFIX', '../other'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
  ] as const)
    assert.throws(
      () => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'academy-files', [name]: value }),
      new RegExp(name),
    );
});

test('S3 path-style addressing: on with S3_ENDPOINT (MinIO, Ceph, R2), off for AWS, or as set', async () => {
  const { s3ClientOf } = await import('../src/lib/configured-storage.ts');
  const pathStyle = (env: Record<string, string>) =>
    s3ClientOf(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'academy-files', ...env })).config.forcePathStyle;
  assert.equal(pathStyle({}), false);
  assert.equal(pathStyle({ S3_ENDPOINT: 'http://minio:9000' }), true);
  assert.equal(
    pathStyle({ S3_ENDPOINT: 'https://acct.r2.cloudflarestorage.com', S3_FORCE_PATH_STYLE: 'false' }),
    false,
  );
  assert.equal(pathStyle({ S3_FORCE_PATH_STYLE: 'true' }), true);
});
