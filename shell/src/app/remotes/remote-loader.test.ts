import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteRoutes, registerConfiguredRemotes } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

interface Plugin {
  name: string;
  errorLoadRemote?: (args: object) => Promise<unknown>;
}

describe('registerConfiguredRemotes', () => {
  it('registers the retry against a fresh manifest: a failed quiz load re-registers mf-quiz and loads again', async () => {
    window.__ACADEMY_CONFIG__ = { remotes: { quiz: 'http://quiz.test' } } as typeof window.__ACADEMY_CONFIG__;
    registerConfiguredRemotes();
    const plugins = jest.mocked(registerPlugins).mock.calls[0]![0] as Plugin[];
    const retry = plugins.find((plugin) => plugin.errorLoadRemote)!;
    const loadRemote = jest.fn().mockResolvedValue({ routes: [] });

    await expect(
      retry.errorLoadRemote!({ id: 'quiz/routes', lifecycle: 'onLoad', origin: { loadRemote } }),
    ).resolves.toEqual({
      routes: [],
    });
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'quiz', entry: 'http://quiz.test/mf-manifest.json' }], {
      force: true,
    });
    expect(loadRemote).toHaveBeenCalledWith('quiz/routes');
  });
});

describe('loadRemoteRoutes', () => {
  const pageBuild = 'http://site.test/remotes/quiz-v2';
  const answer = (body: unknown, status = 200) =>
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));
  const lastEntry = () => (jest.mocked(registerRemotes).mock.calls.at(-1)![0] as { entry: string }[])[0]!.entry;

  beforeEach(() => {
    window.__ACADEMY_CONFIG__ = { remotes: { quiz: pageBuild } } as typeof window.__ACADEMY_CONFIG__;
    jest.mocked(loadRemote).mockResolvedValue({ routes: [] });
    jest.mocked(registerRemotes).mockClear();
  });
  afterEach(() => jest.restoreAllMocks());

  it("loads the page's build, without asking for another one", async () => {
    const fetchSpy = answer({ quiz: 'http://site.test/remotes/quiz-v3' });
    await loadRemoteRoutes('quiz');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it("a retry after a failure takes the learner's current build when the registry moved it", async () => {
    const fetchSpy = answer({ quiz: 'http://site.test/remotes/quiz-v3' });
    await loadRemoteRoutes('quiz', { fresh: true });
    expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(lastEntry()).toBe('http://site.test/remotes/quiz-v3/mf-manifest.json');
    expect(window.__ACADEMY_CONFIG__?.remotes?.quiz).toBe('http://site.test/remotes/quiz-v3');
  });

  it("keeps the page's build when the answer fails or names nothing usable", async () => {
    for (const [body, status] of [
      [{}, 200],
      [{ quiz: 'javascript:alert(1)' }, 200],
      [{ quiz: 'http://x.test' }, 500],
    ] as const) {
      answer(body, status);
      await loadRemoteRoutes('quiz', { fresh: true });
      expect(lastEntry()).toBe(`${pageBuild}/mf-manifest.json`);
    }
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    await loadRemoteRoutes('quiz', { fresh: true });
    expect(lastEntry()).toBe(`${pageBuild}/mf-manifest.json`);
  });
});
