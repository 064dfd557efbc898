// Fast Refresh of a remote inside the shell (`pnpm dev`): the shell and each remote bundle their
// own React Refresh runtime, and a remote's starts after react-dom has registered with the devtools
// hook. The first module of every dev page (mf-config's refresh-hook) makes that renderer visible
// to runtimes that come later.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { remotes, root } from '../composition.mjs';

const requireConfig = createRequire(path.join(root, 'packages/mf-config/package.json'));
const { recordRenderers } = requireConfig('./src/refresh-hook.cjs');

/** A new copy of React Refresh's runtime, as each app's bundle has one. */
function refreshRuntime() {
  const entry = requireConfig.resolve('react-refresh/runtime');
  for (const file of [entry, path.join(path.dirname(entry), 'cjs/react-refresh-runtime.development.js')]) {
    delete requireConfig.cache[file];
  }
  return requireConfig(entry);
}

/** What react-dom hands the hook: a renderer that can refresh, recording what it was asked. */
function fakeRenderer() {
  const renderer = { handlers: [], scheduleRefresh: () => {}, setRefreshHandler: (h) => renderer.handlers.push(h) };
  return renderer;
}

/** Start like a dev page: the shell's runtime, the hook module (or not), react-dom, then a remote's runtime. */
function devPage({ withHook }) {
  const page = {};
  refreshRuntime().injectIntoGlobalHook(page);
  if (withHook) recordRenderers(page);
  const renderer = fakeRenderer();
  page.__REACT_DEVTOOLS_GLOBAL_HOOK__.inject(renderer);
  const remote = refreshRuntime();
  remote.injectIntoGlobalHook(page);
  // a component of the remote is edited: its runtime refreshes through every renderer it knows
  remote.register(function Before() {}, 'edited');
  remote.register(function After() {}, 'edited');
  remote.performReactRefresh();
  return renderer;
}

describe('Fast Refresh reaches a remote rendered inside the shell', () => {
  it('a runtime that starts after react-dom finds the renderer', () => {
    assert.equal(devPage({ withHook: true }).handlers.length, 1);
  });

  it('without the hook module it would not (the edit is applied but nothing re-renders)', () => {
    assert.equal(devPage({ withHook: false }).handlers.length, 0);
  });

  it('the hook module is the first module of every dev page, and of no production build', () => {
    for (const name of ['shell', ...remotes.map((r) => `mf-${r}`)]) {
      const config = requireConfig(path.join(root, name, 'webpack.config.cjs'));
      const first = (env, mode) => [config(env, { mode })].flat()[0].entry.main?.[0] ?? '';
      assert.match(first({ WEBPACK_SERVE: true }, 'development'), /refresh-hook\.cjs$/, name);
      assert.doesNotMatch(first({}, 'production'), /refresh-hook/, name);
    }
  });

  it('a page without a devtools hook gets one that records renderers', () => {
    const page = {};
    recordRenderers(page);
    const renderer = fakeRenderer();
    const id = page.__REACT_DEVTOOLS_GLOBAL_HOOK__.inject(renderer);
    assert.equal(page.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.get(id), renderer);
  });
});
