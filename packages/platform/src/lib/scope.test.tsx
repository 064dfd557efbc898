import { AsyncLocalStorage } from 'node:async_hooks';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { renderToString } from 'react-dom/server';
import { createHttpClient } from './http';
import { applyLanguage, currentLanguage, i18n, useT } from './i18n';
import { createPlatformScope, emotionCache, PlatformProviders } from './providers';
import { getQueryClient, loaderData, queryClient } from './query-client';
import { apiAssetUrl, runtimeConfig } from './runtime-config';
import { setPlatformScopeResolver, type PlatformScope } from './scope';
import { useSessionStore, sessionStatusOf } from './session-store';

jest.mock('./toast', () => ({ toast: jest.fn() }));

const storage = new AsyncLocalStorage<PlatformScope>();
beforeAll(() => setPlatformScopeResolver(() => storage.getStore()));
afterAll(() => setPlatformScopeResolver(undefined));
beforeEach(async () => {
  await i18n.changeLanguage('en');
  useSessionStore.setState({ user: null });
});

function Probe() {
  const { t } = useT();
  const mode = useSessionStore((s) => s.settings.mode);
  const user = useSessionStore((s) => s.user);
  return <p>{`${t('errors.network')}|${mode}|${user ? 'in' : 'out'}`}</p>;
}

describe('per-request platform scope (server render)', () => {
  it('gives each request its own query cache, i18n language, session store and Emotion cache', () => {
    const th = createPlatformScope({ language: 'th', theme: 'dark' });
    const en = createPlatformScope({ language: 'en' });
    expect(th.queryClient).not.toBe(en.queryClient);
    expect(th.queryClient).not.toBe(queryClient);
    expect(th.i18n).not.toBe(i18n);
    expect(th.i18n.language).toBe('th');
    expect(en.i18n.language).toBe('en');
    expect(th.emotionCache).not.toBe(emotionCache);
    expect(th.session.getState().settings).toMatchObject({ language: 'th', mode: 'dark' });
    // who is signed in is not known on the server, as in the browser's first (hydrating) render
    expect(sessionStatusOf(th.session.getState())).toBe('loading');
    expect(sessionStatusOf(useSessionStore.getInitialState())).toBe('loading');
    // The browser's singletons are untouched.
    expect(i18n.language).toBe('en');
    expect(useSessionStore.getState().settings.mode).toBe('light');
  });

  it('renders with the scope given to PlatformProviders, not the browser singletons', () => {
    useSessionStore.setState({ user: { id: 1, point: 0, kub: 0, subscription: null, bkNext: null } });
    const html = renderToString(
      <PlatformProviders scope={createPlatformScope({ language: 'th', theme: 'dark' })}>
        <Probe />
      </PlatformProviders>,
    );
    expect(html).toContain(i18n.getFixedT('th')('errors.network'));
    expect(html).toContain('|dark|out');
    expect(useSessionStore.getState().user?.id).toBe(1);
  });

  it('resolves loaders, the language and the session of the current request outside React', async () => {
    const th = createPlatformScope({ language: 'th' });
    const en = createPlatformScope({ language: 'en' });
    await Promise.all([
      storage.run(th, async () => {
        await Promise.resolve();
        expect(getQueryClient()).toBe(th.queryClient);
        expect(currentLanguage()).toBe('th');
        useSessionStore.getState().openLogin('/th/quizzes');
      }),
      storage.run(en, async () => {
        expect(getQueryClient()).toBe(en.queryClient);
        expect(currentLanguage()).toBe('en');
      }),
    ]);
    expect(th.session.getState().settings.redirectUrl).toBe('/th/quizzes');
    expect(en.session.getState().settings.redirectUrl).toBe('');
    expect(useSessionStore.getState().settings.redirectUrl).toBe('');
    expect(getQueryClient()).toBe(queryClient);
    // The /:lang loader on the server changes the request's language only.
    storage.run(en, () => applyLanguage('th'));
    expect(en.i18n.language).toBe('th');
    expect(i18n.language).toBe('en');
  });

  it('sends the request language and the server API URL from the scope', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const client = createHttpClient('http://public.test');
    const adapter: AxiosAdapter = async (config) => {
      seen.push(config);
      return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
    };
    client.defaults.adapter = adapter;
    const scope = { ...createPlatformScope({ language: 'th' }), apiUrl: 'http://api.internal' };
    await storage.run(scope, () => client.get('/client/categories'));
    await client.get('/client/categories');
    expect(seen[0]!.headers.get('lang')).toBe('th');
    expect(seen[0]!.baseURL).toBe('http://api.internal');
    expect(seen[1]!.headers.get('lang')).toBe('en');
    expect(seen[1]!.baseURL).toBe('http://public.test');
  });

  it('gives the server render the runtime config its page carries (public API URL for asset links)', () => {
    const scope = createPlatformScope({ language: 'en', runtimeConfig: { apiUrl: 'https://api.example' } });
    const url = storage.run(scope, () => apiAssetUrl('/client/blogs/cards/a.png'));
    expect(url).toBe('https://api.example/client/blogs/cards/a.png');
    expect(storage.run(scope, () => runtimeConfig().apiUrl)).toBe('https://api.example');
    expect(runtimeConfig().apiUrl).not.toBe('https://api.example');
  });

  it('loaderData waits for the queries on the server only, and never throws', async () => {
    let finish!: () => void;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    expect(loaderData(slow, Promise.reject(new Error('x')))).toBeNull();
    const pending = storage.run(createPlatformScope({ language: 'en' }), () => loaderData(slow));
    expect(pending).toBeInstanceOf(Promise);
    let done = false;
    void pending!.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    finish();
    await expect(pending).resolves.toBeNull();
    await expect(
      storage.run(createPlatformScope({ language: 'en' }), () => loaderData(Promise.reject(new Error('down')))),
    ).resolves.toBeNull();
  });
});
