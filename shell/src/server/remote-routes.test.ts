/** @jest-environment node */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { BuildSwitchedError, loadRemoteRoutesOnServer, resetRemotes } from './remote-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const first = 'http://quiz.test/first';
const canary = 'http://quiz.test/canary';
const routesOf = (build: string) => ({ routes: [{ path: `quizzes-${build}` }] });

/** The remote each registered entry URL belongs to, as the runtime would load it. */
function registeredBuild() {
  const calls = jest.mocked(registerRemotes).mock.calls;
  const entry = (calls.at(-1)![0] as { entry: string }[])[0]!.entry;
  return entry.startsWith(canary) ? 'canary' : 'first';
}

beforeEach(() => {
  resetRemotes();
  jest.mocked(registerRemotes).mockClear();
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (url) => new Response(`{"manifest":"${String(url)}"}`));
  jest.mocked(loadRemote).mockImplementation(async () => routesOf(registeredBuild()));
});

describe('a remote on the server render, one build per page', () => {
  it("loads each page's build: the canary's, then the live one again, each registered under its own entry URL", async () => {
    await expect(loadRemoteRoutesOnServer('quiz', { remotes: { quiz: first } })).resolves.toEqual(
      routesOf('first').routes,
    );
    await expect(loadRemoteRoutesOnServer('quiz', { remotes: { quiz: canary } })).resolves.toEqual(
      routesOf('canary').routes,
    );
    await expect(loadRemoteRoutesOnServer('quiz', { remotes: { quiz: first } })).resolves.toEqual(
      routesOf('first').routes,
    );
    const registrations = jest.mocked(registerRemotes).mock.calls;
    expect(registrations.map(([remotes]) => (remotes as { entry: string }[])[0]!.entry)).toEqual([
      expect.stringMatching(/^http:\/\/quiz\.test\/first\/server\/remoteEntry\.js\?v=\w+$/),
      expect.stringMatching(/^http:\/\/quiz\.test\/canary\/server\/remoteEntry\.js\?v=\w+$/),
      expect.stringMatching(/^http:\/\/quiz\.test\/first\/server\/remoteEntry\.js\?v=\w+$/),
    ]);
    // a name registered before is replaced (force), never ignored
    expect(registrations.slice(1).map(([, options]) => options)).toEqual([{ force: true }, { force: true }]);
  });

  it("a page whose build was replaced by another page's while it loaded is not rendered with the wrong one", async () => {
    let finishFirst!: () => void;
    jest.mocked(loadRemote).mockImplementationOnce(async () => {
      const build = registeredBuild();
      await new Promise<void>((resolve) => (finishFirst = resolve));
      return routesOf(build);
    });
    const firstPage = loadRemoteRoutesOnServer('quiz', { remotes: { quiz: first } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loadRemoteRoutesOnServer('quiz', { remotes: { quiz: canary } })).resolves.toEqual(
      routesOf('canary').routes,
    );
    finishFirst();
    await expect(firstPage).rejects.toBeInstanceOf(BuildSwitchedError);
    // the next page of the first build loads it again
    await expect(loadRemoteRoutesOnServer('quiz', { remotes: { quiz: first } })).resolves.toEqual(
      routesOf('first').routes,
    );
  });
});
