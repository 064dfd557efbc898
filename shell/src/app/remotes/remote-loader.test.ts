import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerConfiguredRemotes } from './remote-loader';

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
