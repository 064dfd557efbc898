// Dev server only, first module of an app's page. Fast Refresh across federated apps: each app
// has its own refresh runtime, and a remote's runtime starts after react-dom has registered with
// the devtools hook. It can learn that renderer only from `hook.renderers`, which the stand-in hook
// React Refresh installs (when no devtools extension is there) leaves empty, so a remote's edit
// was applied but never re-rendered inside the shell. This records every renderer in it.
function recordRenderers(globalObject) {
  if (!globalObject.__REACT_DEVTOOLS_GLOBAL_HOOK__) {
    let nextId = 0;
    globalObject.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers: new Map(),
      supportsFiber: true,
      inject: () => nextId++,
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
    };
  }
  const hook = globalObject.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  if (typeof hook.inject !== 'function' || hook.__recordsRenderers) return;
  if (!(hook.renderers instanceof Map)) hook.renderers = new Map();
  const inject = hook.inject;
  hook.inject = function (renderer) {
    const id = inject.apply(this, arguments);
    if (!hook.renderers.has(id)) hook.renderers.set(id, renderer);
    return id;
  };
  hook.__recordsRenderers = true;
}

if (typeof window !== 'undefined') recordRenderers(window);

module.exports = { recordRenderers };
