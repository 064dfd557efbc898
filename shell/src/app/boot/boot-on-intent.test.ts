import { act } from 'react';
import { useSessionStore } from '@academy/platform';
import {
  BOOT_ATTRIBUTE,
  INTENT_EVENTS,
  SIGNED_IN_COOKIE,
  bootOnIntentScript,
  deferAppScript,
} from '../../../server/boot-on-intent.cjs';
import { keepSignedInHint } from './signed-in-hint';

const appScripts = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
const fetchPriorities = () =>
  [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('fetchpriority'));

/*
 * The browser's frames and idle periods, run by the test: what the script asked for is kept here.
 * Installed for every test, so no frame or idle callback of one test runs in another.
 */
let frames: FrameRequestCallback[] = [];
let idleCallbacks: { run: IdleRequestCallback; timeout?: number }[] = [];
let backgroundTasks: (() => void)[] = [];
const browserWindow = window as unknown as Record<string, unknown>;

beforeEach(() => {
  frames = [];
  idleCallbacks = [];
  backgroundTasks = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => frames.push(run));
  browserWindow.requestIdleCallback = (run: IdleRequestCallback, options?: IdleRequestOptions) =>
    idleCallbacks.push({ run, timeout: options?.timeout });
});

afterEach(() => {
  jest.restoreAllMocks();
  delete browserWindow.requestIdleCallback;
  delete browserWindow.scheduler;
});

/** The page is painted (its next frame runs). */
const paint = () => frames.splice(0).forEach((run) => run(performance.now()));
/** The main thread is idle: the idle callbacks run. */
const idle = () => idleCallbacks.splice(0).forEach(({ run }) => run({ didTimeout: false, timeRemaining: () => 50 }));

/** A server-rendered page: its root names the app script; the page's inline script runs. */
function serverRenderedPage() {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root" ${BOOT_ATTRIBUTE}="/_app/main.js"><main>Text</main></div>`;
  // The script listens on window: a fresh copy per test, its listeners removed after.
  const added: [string, EventListenerOrEventListenerObject][] = [];
  const add = EventTarget.prototype.addEventListener;
  const spy = jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    added.push([type, listener!]);
    add.call(window, type, listener, options);
  });
  new Function(bootOnIntentScript())();
  spy.mockRestore();
  return () =>
    added.forEach(([type, listener]) => {
      window.removeEventListener(type, listener, true);
      window.removeEventListener(type, listener);
    });
}

const clearHint = () => {
  document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0`;
};

describe('boot on intent', () => {
  let cleanup = () => {};
  afterEach(() => {
    cleanup();
    clearHint();
  });

  it('loads nothing before the page is painted and idle, then the app script once, at low priority', () => {
    cleanup = serverRenderedPage();
    expect(appScripts()).toEqual([]);
    // painted: an idle period is asked for (with a deadline), the app waits for it
    paint();
    expect(appScripts()).toEqual([]);
    expect(idleCallbacks.map((c) => c.timeout)).toEqual([3000]);
    idle();
    expect(appScripts()).toEqual(['/_app/main.js']);
    expect(fetchPriorities()).toEqual(['low']);
    // input afterwards loads nothing more
    window.dispatchEvent(new Event('pointerdown'));
    expect(appScripts()).toEqual(['/_app/main.js']);
  });

  it('starts at once on a first intent before the idle start, at the usual priority, and once', () => {
    cleanup = serverRenderedPage();
    paint();
    window.dispatchEvent(new Event('pointerdown'));
    expect(appScripts()).toEqual(['/_app/main.js']);
    expect(fetchPriorities()).toEqual([null]);
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('touchstart'));
    idle();
    expect(appScripts()).toEqual(['/_app/main.js']);
  });

  it('waits for the load event before asking for a frame', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    cleanup = serverRenderedPage();
    readyState.mockRestore();
    expect(frames).toEqual([]);
    window.dispatchEvent(new Event('load'));
    paint();
    idle();
    expect(appScripts()).toEqual(['/_app/main.js']);
  });

  it('uses a background task where the browser has no idle callbacks', () => {
    delete browserWindow.requestIdleCallback;
    const postTask = jest.fn((run: () => void, options: { priority: string }) => {
      if (options.priority === 'background') backgroundTasks.push(run);
    });
    browserWindow.scheduler = { postTask };
    cleanup = serverRenderedPage();
    paint();
    expect(appScripts()).toEqual([]);
    backgroundTasks.splice(0).forEach((run) => run());
    expect(appScripts()).toEqual(['/_app/main.js']);
  });

  it('waits for input on a browser that asks to save data', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    cleanup = serverRenderedPage();
    delete (navigator as unknown as Record<string, unknown>).connection;
    paint();
    idle();
    expect(appScripts()).toEqual([]);
    window.dispatchEvent(new Event('keydown'));
    expect(appScripts()).toEqual(['/_app/main.js']);
  });

  it.each(INTENT_EVENTS)('starts on %s', (type) => {
    cleanup = serverRenderedPage();
    window.dispatchEvent(new Event(type));
    expect(appScripts()).toEqual(['/_app/main.js']);
  });

  it('starts at once for a browser someone is signed in on, and marks the page for the pending login to hide', () => {
    document.documentElement.removeAttribute('data-signed-in');
    document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
    cleanup = serverRenderedPage();
    expect(appScripts()).toEqual(['/_app/main.js']);
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(true);
    document.documentElement.removeAttribute('data-signed-in');
  });

  it('ignores another cookie that merely ends with the hint’s name', () => {
    document.cookie = `x${SIGNED_IN_COOKIE}=1; path=/`;
    cleanup = serverRenderedPage();
    expect(appScripts()).toEqual([]);
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(false);
    document.cookie = `x${SIGNED_IN_COOKIE}=; path=/; max-age=0`;
  });

  it('leaves a page the browser renders alone (its own script tag loads the app)', () => {
    cleanup = serverRenderedPage();
    document.getElementById('root')!.removeAttribute(BOOT_ATTRIBUTE);
    window.dispatchEvent(new Event('pointerdown'));
    expect(appScripts()).toEqual([]);
  });
});

describe('deferAppScript', () => {
  it('moves the built page’s app script onto the root', () => {
    const page = '<head></head><body><div id=root></div><script defer src=/_app/main.js></script></body>';
    expect(deferAppScript(page)).toBe(
      `<head></head><body><div id="root" ${BOOT_ATTRIBUTE}="/_app/main.js"></div></body>`,
    );
    const quoted = '<div id="root"></div><script defer="" src="/_app/main.js"></script>';
    expect(deferAppScript(quoted)).toBe(`<div id="root" ${BOOT_ATTRIBUTE}="/_app/main.js"></div>`);
  });

  it('leaves a page without a deferred app script as it is', () => {
    const page = '<div id=root></div><script>inline()</script>';
    expect(deferAppScript(page)).toBe(page);
  });
});

describe('the signed-in hint', () => {
  afterEach(clearHint);
  const hint = () => document.cookie.split('; ').find((c) => c.startsWith(`${SIGNED_IN_COOKIE}=`));

  it('is set once the API says someone is signed in, and dropped at sign-out; untouched while loading', () => {
    useSessionStore.setState({ user: null, checked: false });
    const stop = keepSignedInHint();
    expect(hint()).toBeUndefined();
    act(() => useSessionStore.getState().login({ id: 7, email: 'a@b.co' } as never));
    expect(hint()).toBe(`${SIGNED_IN_COOKIE}=1`);
    act(() => useSessionStore.getState().logout());
    expect(hint()).toBeUndefined();
    stop();
  });
});
