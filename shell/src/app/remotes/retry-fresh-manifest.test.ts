import { retryWithFreshManifest } from './retry-fresh-manifest';

const routesModule = { routes: [] };

/** The federation runtime as the plugin sees it: loadRemote runs the plugin again on failure. */
function runtimeWith(loads: (() => Promise<unknown>)[]) {
  const refreshed: string[] = [];
  const plugin = retryWithFreshManifest((remote) => refreshed.push(remote));
  const origin = {
    async loadRemote<T>(id: string): Promise<T | null> {
      const load = loads.shift()!;
      try {
        return (await load()) as T;
      } catch (error) {
        const failOver = await plugin.errorLoadRemote({ id, lifecycle: 'onLoad', origin });
        if (failOver === undefined) throw error;
        return failOver as T;
      }
    },
  };
  return { origin, refreshed };
}

const chunkGone = () => Promise.reject(new Error('ChunkLoadError: Loading chunk 12 failed'));

describe('retryWithFreshManifest', () => {
  it('a module that fails to load is loaded again once, after its remote is refreshed', async () => {
    const { origin, refreshed } = runtimeWith([chunkGone, () => Promise.resolve(routesModule)]);
    await expect(origin.loadRemote('quiz/routes')).resolves.toBe(routesModule);
    expect(refreshed).toEqual(['quiz']);
  });

  it('a second failure is the error the area shows (no endless retries)', async () => {
    const { origin, refreshed } = runtimeWith([chunkGone, chunkGone, () => Promise.resolve(routesModule)]);
    await expect(origin.loadRemote('quiz/routes')).rejects.toThrow('ChunkLoadError');
    expect(refreshed).toEqual(['quiz']);
  });

  it('retries again on a later failure (each load gets its one retry)', async () => {
    const { origin, refreshed } = runtimeWith([
      chunkGone,
      () => Promise.resolve(routesModule),
      chunkGone,
      () => Promise.resolve(routesModule),
    ]);
    await origin.loadRemote('quiz/routes');
    await expect(origin.loadRemote('content/routes')).resolves.toBe(routesModule);
    expect(refreshed).toEqual(['quiz', 'content']);
  });

  it('leaves an unknown remote (not registered) to fail as before', async () => {
    const { origin, refreshed } = runtimeWith([]);
    const plugin = retryWithFreshManifest(() => refreshed.push('x'));
    await expect(plugin.errorLoadRemote({ id: 'nope/routes', lifecycle: 'beforeRequest', origin })).resolves.toBe(
      undefined,
    );
    expect(refreshed).toEqual([]);
  });
});
