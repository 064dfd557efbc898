// The compatibility promise (README "Compatibility"): a remote runs with the shell's copy of the
// academy's shared packages only when it is one the remote was built for; otherwise it fails to
// load (its area shows "unavailable"), where a third-party singleton only warns.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { createInstance } from '@module-federation/enhanced/runtime';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { sharedConfig } = require(path.join(root, 'packages/mf-config/src/shared.cjs'));
const remoteShared = sharedConfig(path.join(root, 'mf-quiz'));

/** A shell providing `pkg` at `version`; what a remote built with today's config gets from it. */
async function remoteLoads(pkg, version) {
  const shell = createInstance({
    name: `shell-${pkg}-${version}`,
    remotes: [],
    shared: {
      [pkg]: { version, lib: () => ({ version }), shareConfig: { singleton: true, requiredVersion: `^${version}` } },
    },
  });
  const factory = await shell.loadShare(pkg, { customShareInfo: { shareConfig: remoteShared[pkg] } });
  return factory();
}

test("the academy's packages are strict singletons at their package.json versions; React and the rest are not", () => {
  const ui = require(path.join(root, 'packages/ui/package.json')).version;
  assert.deepEqual(remoteShared['@academy/ui'], {
    singleton: true,
    requiredVersion: `^${ui}`,
    version: ui,
    strictVersion: true,
  });
  assert.equal(remoteShared['@academy/platform'].strictVersion, true);
  assert.equal(remoteShared.react.strictVersion, false);
});

test('a remote fails to load beside a shell whose @academy/platform had a breaking change, and runs beside a fix', async () => {
  const [major, minor] = remoteShared['@academy/platform'].version.split('.').map(Number);
  // semver: while 0.x a breaking change bumps the minor, from 1.0 the major
  const breaking = major === 0 ? `0.${minor + 1}.0` : `${major + 1}.0.0`;
  await assert.rejects(remoteLoads('@academy/platform', breaking), /does not satisfy the requirement/);
  const fix = `${major}.${minor}.9`;
  assert.deepEqual(await remoteLoads('@academy/platform', fix), { version: fix });
});
