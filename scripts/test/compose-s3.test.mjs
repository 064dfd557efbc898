// The compose suite's S3-compatible store (docker/s3-stand-in/): what the env file points the API
// at is the s3rver the suite adds, with the bucket, the port and the version the API's tests use,
// on the API's network, before the API and its release step start.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { s3ComposeFile, suiteStorage } from '../compose/env-file.mjs';
import { root } from '../composition.mjs';
import { dockerStage, interpolate, loadCompose } from './support/compose-file.mjs';

const text = readFileSync(s3ComposeFile, 'utf8');
const dockerfile = readFileSync(path.join(root, 'docker/s3-stand-in/Dockerfile'), 'utf8');
const composeDoc = loadCompose();

/** Every way the S3 stand-in disagrees with the suite's storage settings and the composition. */
function s3Problems(doc, storage = suiteStorage, image = dockerfile, api = composeDoc) {
  const problems = [];
  const s3 = doc.services?.s3;
  if (!s3) return ['s3: no service'];
  const endpoint = new URL(storage.S3_ENDPOINT);
  if (endpoint.hostname !== 's3') problems.push(`S3_ENDPOINT ${storage.S3_ENDPOINT} is not the s3 service`);
  const stage = dockerStage(image, undefined, s3.build?.args).join('\n');
  const entrypoint = JSON.parse(/^ENTRYPOINT (\[.*\])$/m.exec(stage)?.[1] ?? '[]');
  const port = entrypoint[entrypoint.indexOf('--port') + 1];
  if (port !== endpoint.port) problems.push(`s3rver listens on ${port}, S3_ENDPOINT says ${endpoint.port}`);
  // s3rver reads a host name's first label (`s3`) as a bucket unless told not to
  if (!entrypoint.includes('--no-vhost-buckets')) problems.push('s3rver takes the host name for a bucket');
  if (!new RegExp(`^HEALTHCHECK .*127\\.0\\.0\\.1:${endpoint.port}/`, 'm').test(stage))
    problems.push('s3: the healthcheck does not probe its port');
  // one variable names the bucket for s3rver and for the API
  const bucket = (s3.command ?? [])[(s3.command ?? []).indexOf('--configure-bucket') + 1] ?? '';
  if (!/^\$\{S3_BUCKET[:?}]/.test(bucket)) problems.push(`s3: creates the bucket ${bucket}, not \${S3_BUCKET}`);
  if (!/^\$\{S3_BUCKET[:}-]/.test(String(api['x-api-env']?.S3_BUCKET ?? '')))
    problems.push('api: S3_BUCKET is not ${S3_BUCKET}');
  if (!storage.S3_BUCKET) problems.push('the suite names no bucket');
  const apiPackage = JSON.parse(readFileSync(path.join(root, 'services/api/package.json'), 'utf8'));
  if (storage.S3RVER_VERSION !== apiPackage.devDependencies.s3rver)
    problems.push(`s3rver ${storage.S3RVER_VERSION} is not the API tests' ${apiPackage.devDependencies.s3rver}`);
  if (interpolate(String(s3.build?.args?.S3RVER_VERSION)) !== '' || !/S3RVER_VERSION:\?/.test(text))
    problems.push('s3: the s3rver version is not required from env');
  if (s3.networks) problems.push('s3: not on the default network only (the API and the release step)');
  for (const name of ['api', 'release'])
    if (doc.services?.[name]?.depends_on?.s3?.condition !== 'service_healthy')
      problems.push(`${name}: does not wait for s3 to be healthy`);
  if (storage.STORAGE_DRIVER !== 's3') problems.push('the suite does not run the API on S3');
  return problems;
}

describe('the compose suite’s S3-compatible store', () => {
  const fresh = () => loadCompose(text);

  it('is what the suite’s env file points the API at', () => {
    assert.deepEqual(s3Problems(fresh()), []);
  });

  const mutations = {
    'another endpoint host': [(d, s) => (s.S3_ENDPOINT = 'http://minio:4568'), /is not the s3 service/],
    'another port': [(d, s) => (s.S3_ENDPOINT = 'http://s3:9000'), /s3rver listens on 4568, S3_ENDPOINT says 9000/],
    'virtual-host buckets': [
      (d, s, api, files) => (files.image = files.image.replace(', "--no-vhost-buckets"', '')),
      /takes the host name for a bucket/,
    ],
    'another bucket': [(d) => (d.services.s3.command = ['--configure-bucket', 'other']), /creates the bucket other/],
    'no bucket': [(d, s) => (s.S3_BUCKET = ''), /names no bucket/],
    'an API reading another bucket variable': [
      (d, s, api) => (api['x-api-env'].S3_BUCKET = '${API_BUCKET:-}'),
      /api: S3_BUCKET is not/,
    ],
    'another s3rver': [(d, s) => (s.S3RVER_VERSION = '3.6.0'), /is not the API tests'/],
    'an API that does not wait': [(d) => delete d.services.api.depends_on, /api: does not wait for s3/],
    'a release step that does not wait': [(d) => delete d.services.release, /release: does not wait for s3/],
    'a store on another network': [(d) => (d.services.s3.networks = ['edge']), /not on the default network/],
    'the API on disk': [(d, s) => (s.STORAGE_DRIVER = 'disk'), /does not run the API on S3/],
  };
  for (const [what, [mutate, expected]] of Object.entries(mutations)) {
    it(`fails on ${what}`, () => {
      const doc = fresh();
      const storage = { ...suiteStorage };
      const api = loadCompose();
      const files = { image: dockerfile };
      mutate(doc, storage, api, files);
      const problems = s3Problems(doc, storage, files.image, api);
      assert.ok(
        problems.some((p) => expected.test(p)),
        `expected ${expected}, got ${JSON.stringify(problems)}`,
      );
    });
  }
});
