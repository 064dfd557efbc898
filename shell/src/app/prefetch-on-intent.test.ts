import { createBrowserRouter } from 'react-router';
import { ensureRemote } from './remotes/graft';
import { prefetchLinksOnIntent } from './prefetch-on-intent';
import { routerRef } from './router-ref';

jest.mock('./remotes/graft', () => ({ ensureRemote: jest.fn(() => Promise.resolve(true)) }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetchLinksOnIntent', () => {
  const lazyPage = jest.fn(() => Promise.resolve({ Component: () => null }));
  beforeAll(() => {
    routerRef.set(createBrowserRouter([{ id: 'lang', path: '/:lang', children: [{ path: 'x', lazy: lazyPage }] }]));
    prefetchLinksOnIntent();
    document.body.innerHTML = `
      <a id="page" href="/en/x"><span id="inside">x</span></a>
      <a id="quizzes" href="/en/quizzes">quizzes</a>
      <a id="away" href="https://example.org/en/x">away</a>`;
  });

  it('a pointer resting on a link fetches its page once; a focus or touch on it again does nothing more', async () => {
    document.getElementById('inside')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(lazyPage).toHaveBeenCalledTimes(1);
    document.getElementById('page')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    document.getElementById('page')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    await flush();
    expect(lazyPage).toHaveBeenCalledTimes(1);
  });

  it("a link into a remote's area loads and grafts that remote first; another site's link is left alone", async () => {
    document.getElementById('quizzes')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    await flush();
    expect(ensureRemote).toHaveBeenCalledWith('quiz', expect.any(Function));
    jest.mocked(ensureRemote).mockClear();
    lazyPage.mockClear();
    document.getElementById('away')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(ensureRemote).not.toHaveBeenCalled();
    expect(lazyPage).not.toHaveBeenCalled();
  });
});
