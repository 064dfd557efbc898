// The shell hands its federation runtime to the remotes (provideExternalRuntime). The federation
// plugin resolves the runtime plugin doing it to its CommonJS build, which requires the CommonJS
// copy of the whole runtime beside the ES module one the rest of main.js imports: mf-config makes
// the shell's build take the plugin's ES module build instead. This checks that the replacement
// still matches what @module-federation/enhanced resolves (an upgrade may move the file).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { root } from '../composition.mjs';

const shellDir = path.join(root, 'shell');
const requireInShell = createRequire(path.join(shellDir, 'package.json'));
const webpack = requireInShell('webpack');
const shellConfig = requireInShell(path.join(shellDir, 'webpack.config.cjs'));
// what enhanced's ModuleFederationPlugin itself resolves for provideExternalRuntime
const enhancedDir = path.dirname(requireInShell.resolve('@module-federation/enhanced/webpack'));
const pluginPath = createRequire(path.join(enhancedDir, 'index.js')).resolve(
  '@module-federation/inject-external-runtime-core-plugin',
);

/** The request the shell's browser build uses for `request` after its NormalModuleReplacementPlugins. */
function replaced(config, request) {
  const resource = { request };
  for (const plugin of config.plugins.filter((p) => p instanceof webpack.NormalModuleReplacementPlugin)) {
    if (plugin.resourceRegExp.test(resource.request)) plugin.newResource(resource);
  }
  return resource.request;
}

describe('the shell bundles the federation runtime once', () => {
  it('the runtime plugin resolves to a CommonJS build (what the replacement is for)', () => {
    assert.match(pluginPath, /\.cjs$/);
    assert.match(readFileSync(pluginPath, 'utf8'), /require\("@module-federation\/runtime-tools\/runtime-core"\)/);
  });

  for (const [label, argv] of [
    ['production', { mode: 'production' }],
    ['dev server', { mode: 'development' }],
  ]) {
    it(`${label}: the shell takes the plugin's ES module build, which imports the ES module runtime`, () => {
      const browser = [shellConfig({ 'browser-only': true }, argv)].flat()[0];
      const request = replaced(browser, pluginPath);
      assert.notEqual(request, pluginPath);
      assert.match(
        readFileSync(request, 'utf8'),
        /^import \* as \w+ from "@module-federation\/runtime-tools\/runtime-core";/m,
      );
    });
  }

  it('the one-bundle build has no federation runtime to replace', () => {
    const monolith = [shellConfig({ monolith: true, 'browser-only': true }, { mode: 'production' })].flat()[0];
    assert.equal(replaced(monolith, pluginPath), pluginPath);
  });
});
